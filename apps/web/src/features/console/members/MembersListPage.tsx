import { type ConsoleMemberRow, MEMBER_STATUSES, type MemberStatus } from '@sme/shared/schemas/console-members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { FilterBar } from '../kit/FilterBar';
import { FilterSearch } from '../kit/FilterSearch';
import { FilterSelect } from '../kit/FilterSelect';
import { PagedTable } from '../kit/PagedTable';
import { useUrlFilters } from '../kit/use-url-filters';
import { useConsoleMembers } from './api/get-console-members';
import { MemberStatusTag } from './components/MemberStatusTag';

const FILTER_KEYS = ['q', 'status'] as const;

/** /console/members: every member, searched and paged on the server, filters in the URL; contact masked. */
export function MembersListPage() {
  const { t } = useTranslation('consoleMembers');
  const locale = useLocale();
  useConsoleTitle(t('title'));
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const status = MEMBER_STATUSES.find((s) => s === values.status);
  const members = useConsoleMembers({ q: values.q, status, page, size });

  return (
    <>
      <ConsolePageHeader title={t('title')} />
      <FilterBar label={t('filters')}>
        <FilterSearch wide label={t('search')} placeholder={t('searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect<MemberStatus>
          label={t('status')}
          placeholder={t('allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={MEMBER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <PagedTable<ConsoleMemberRow>
        query={members}
        paging={filters}
        emptyText={t('empty')}
        totalText={(total) => t('total', { total })}
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
