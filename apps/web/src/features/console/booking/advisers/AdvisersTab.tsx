import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleAdviserView } from '@sme/shared/schemas/booking';
import { Button, Empty, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../kit/FilterBar';
import { useConsoleAdvisers } from '../api/get-console-advisers';
import { LanguageTags } from '../components/LanguageTags';
import { AdviserDrawer } from './AdviserDrawer';
import { ListOrFailure } from '../../kit/ListFailure';

/** The Advisers tab (admins): every adviser with languages, call length and upcoming calls; New and Edit open the form. */
export function AdvisersTab() {
  const { t } = useTranslation('consoleBooking');
  const advisers = useConsoleAdvisers();
  const [editing, setEditing] = useState<ConsoleAdviserView | 'new' | null>(null);
  return (
    <>
      <FilterBar
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('advisers.new')}
          </Button>
        }
      >
        <Typography.Text type="secondary">{t('advisers.intro')}</Typography.Text>
      </FilterBar>
      <ListOrFailure read={advisers}>
        <Table<ConsoleAdviserView>
          rowKey="id"
          size="small"
          scroll={{ x: 800 }}
          loading={advisers.isFetching}
          dataSource={advisers.data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={t('advisers.empty')} /> }}
          columns={[
            {
              key: 'name',
              title: t('advisers.name'),
              render: (_, a) => (
                <Button type="link" size="small" onClick={() => setEditing(a)} aria-label={t('advisers.edit', { name: a.name })}>
                  {a.name}
                </Button>
              ),
            },
            { key: 'email', title: t('advisers.email'), dataIndex: 'email' },
            { key: 'languages', title: t('advisers.languages'), render: (_, a) => <LanguageTags languages={a.languages} /> },
            {
              key: 'call',
              title: t('advisers.call'),
              render: (_, a) => t('advisers.callValue', { call: t('minutes', { count: a.callMinutes }), buffer: t('minutes', { count: a.bufferMinutes }) }),
            },
            {
              key: 'active',
              title: t('advisers.status'),
              render: (_, a) => (a.active ? <Tag color="green">{t('advisers.active')}</Tag> : <Tag>{t('advisers.inactive')}</Tag>),
            },
            { key: 'upcoming', title: t('advisers.upcoming'), align: 'right', dataIndex: 'upcomingCount' },
          ]}
        />
      </ListOrFailure>
      {editing && <AdviserDrawer {...(editing === 'new' ? {} : { adviser: editing })} onClose={() => setEditing(null)} />}
    </>
  );
}
