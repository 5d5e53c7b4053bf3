import { DatePicker, Flex, Input, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useSearchFilters } from '../shell/use-search-filters';
import { type AuditEntryView, useAuditList } from './api/get-audit-list';
import { auditRange } from './audit-range';
import { AuditActor } from './AuditActor';

const FILTER_KEYS = ['actorId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
const TEXT_FILTERS = ['actorId', 'action', 'targetType', 'targetId'] as const;
const DAY = 'YYYY-MM-DD';

/** /console/audit (admins): every state-changing console action, newest first, filtered in the URL. */
export default function AuditSection() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const { values, page, size, update } = useSearchFilters(FILTER_KEYS, 50);
  const audit = useAuditList({ ...values, ...auditRange(values.from, values.to), page, size });
  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 22 }}>
        {t('nav.audit')}
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('audit.filters')}>
        {TEXT_FILTERS.map((key) => (
          <Input.Search
            key={`${key}-${values[key] ?? ''}`}
            allowClear
            aria-label={t(`audit.${key}`)}
            placeholder={t(`audit.${key}`)}
            defaultValue={values[key]}
            onSearch={(v) => update({ [key]: v.trim() })}
            style={{ width: 220 }}
          />
        ))}
        <DatePicker.RangePicker
          value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
      </Flex>
      <Table<AuditEntryView>
        rowKey="id"
        size="small"
        loading={audit.isFetching}
        dataSource={audit.data?.list ?? []}
        scroll={{ x: 1000 }}
        pagination={{
          current: page,
          pageSize: size,
          total: audit.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('table.total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
        expandable={{ expandedRowRender: (e) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{JSON.stringify(e.detail, null, 2)}</pre> }}
        columns={[
          { key: 'at', title: t('audit.at'), render: (_, e) => formatDateTime(e.at, locale) },
          { key: 'actor', title: t('audit.actor'), render: (_, e) => <AuditActor entry={e} onFilter={() => update({ actorId: e.actorId })} /> },
          { key: 'action', title: t('audit.actionColumn'), render: (_, e) => <code>{e.action}</code> },
          { key: 'target', title: t('audit.target'), render: (_, e) => `${e.targetType}${e.targetId ? ` ${e.targetId}` : ''}` },
          { key: 'ip', title: t('audit.ip'), dataIndex: 'ip' },
        ]}
      />
    </>
  );
}
