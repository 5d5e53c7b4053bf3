import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useConsoleMe } from '../access/api/get-console-me';
import { formatDateTime } from '@/lib/format/format-date';
import { useDisableStaff } from './api/disable-staff';
import { type StaffMemberView, useStaffList } from './api/get-staff-list';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { InviteStaffForm } from './InviteStaffForm';
import styles from './StaffSection.module.css';
import { ListOrFailure } from '../kit/ListFailure';

/** /console/staff (admins): who works in the back office, inviting someone, and disabling access. */
export default function StaffSection() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const me = useConsoleMe().data;
  const staff = useStaffList();
  const disable = useDisableStaff();
  return (
    <>
      <ConsolePageHeader title={t('nav.staff')} />
      <div className={styles.body}>
        <Card size="small" title={t('staff.invite')}>
          <InviteStaffForm />
        </Card>
        <ListOrFailure read={staff}>
          <Table<StaffMemberView>
            rowKey="memberId"
            size="small"
            loading={staff.isFetching}
            dataSource={staff.data?.list ?? []}
            pagination={false}
            columns={[
              { key: 'name', title: t('staff.name'), render: (_, s) => s.displayName },
              { key: 'email', title: t('staff.email'), render: (_, s) => s.email ?? '' },
              {
                key: 'roles',
                title: t('staff.roles'),
                render: (_, s) => s.roles.filter((r) => r !== 'MEMBER').map((r) => <Tag key={r}>{t(`role.${r}`)}</Tag>),
              },
              { key: 'merchant', title: t('staff.merchant'), render: (_, s) => s.merchantName ?? t('platformStaff') },
              {
                key: 'status',
                title: t('staff.status'),
                render: (_, s) => <Tag color={s.status === 'ACTIVE' ? 'green' : 'default'}>{t(`staff.statusValue.${s.status}`)}</Tag>,
              },
              { key: 'since', title: t('staff.since'), render: (_, s) => formatDateTime(s.createdAt, locale) },
              {
                key: 'actions',
                title: t('staff.actions'),
                render: (_, s) =>
                  s.status === 'ACTIVE' && s.memberId !== me?.memberId ? (
                    <Popconfirm
                      title={t('staff.disableConfirm', { name: s.displayName })}
                      okText={t('staff.disable')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => disable.mutateAsync(s.memberId)}
                    >
                      <Button size="small" danger>
                        {t('staff.disable')}
                      </Button>
                    </Popconfirm>
                  ) : null,
              },
            ]}
          />
        </ListOrFailure>
      </div>
    </>
  );
}
