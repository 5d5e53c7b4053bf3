import { type ConsoleMemberRow, MEMBER_STATUSES, type MemberStatus } from '@sme/shared/schemas/console-members';
import { Flex, Input, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { useSearchFilters } from '../shell/use-search-filters';
import { useConsoleMembers } from './api/get-console-members';
import { MemberStatusTag } from './components/MemberStatusTag';

const FILTER_KEYS = ['q', 'status'] as const;

/** /console/members: every member, searched and paged on the server, filters in the URL; contact masked. */
export function MembersListPage() {
  const { t } = useTranslation('consoleMembers');
  const locale = useLocale();
  useConsoleTitle(t('title'));
  const { values, page, size, update } = useSearchFilters(FILTER_KEYS);
  const status = MEMBER_STATUSES.find((s) => s === values.status);
  const members = useConsoleMembers({ q: values.q, status, page, size });

  return (
    <>
      <Typography.Title level={1} style={{ margin: '0 0 16px', fontSize: 22 }}>
        {t('title')}
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters')}>
        <Input.Search
          key={values.q ?? ''}
          allowClear
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          defaultValue={values.q}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 320 }}
        />
        <Select<MemberStatus>
          allowClear
          aria-label={t('status')}
          placeholder={t('allStatuses')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(v) => update({ status: v })}
          options={MEMBER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </Flex>
      <Table<ConsoleMemberRow>
        rowKey="id"
        size="small"
        loading={members.isFetching}
        dataSource={members.data?.list ?? []}
        locale={{ emptyText: members.isError ? t('loadFailed') : t('empty') }}
        scroll={{ x: 900 }}
        pagination={{
          current: page,
          pageSize: size,
          total: members.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (p, s) => update({ page: p, size: s }),
        }}
        columns={[
          { key: 'memberNo', title: t('memberNo'), render: (_, m) => <Link to={`/console/members/${m.id}`}>{m.memberNo}</Link> },
          { key: 'name', title: t('name'), dataIndex: 'displayName' },
          { key: 'email', title: t('email'), render: (_, m) => m.email ?? '—' },
          { key: 'mobile', title: t('mobile'), render: (_, m) => m.mobile ?? '—' },
          { key: 'roles', title: t('roles'), render: (_, m) => m.roles.map((r) => t(`roleNames.${r}`)).join(', ') },
          { key: 'status', title: t('status'), render: (_, m) => <MemberStatusTag status={m.status} /> },
          { key: 'created', title: t('created'), render: (_, m) => formatDateTime(m.createdAt, locale) },
        ]}
      />
    </>
  );
}
