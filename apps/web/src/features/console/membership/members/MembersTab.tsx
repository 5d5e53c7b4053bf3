import type { ConsoleMemberRow } from '@sme/shared/schemas/console-members';
import { Button, Empty, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { useUrlFilters } from '../../kit/use-url-filters';
import { consoleMembersQuery } from '../../members/api/get-console-members';
import { MemberMembership } from './MemberMembership';
import styles from '../MembershipSection.module.css';
import { ListOrFailure } from '../../kit/ListFailure';

const FILTER_KEYS = ['q', 'member'] as const;
const RESULTS = 10;

/** The Members tab: find a member by email, mobile, number or name, then their membership (`?member=<id>`, linked from the member's page). */
export function MembersTab() {
  const { t } = useTranslation('consoleMembership');
  const { values, update } = useUrlFilters(FILTER_KEYS);
  const found = useQuery({ ...consoleMembersQuery({ q: values.q, page: 1, size: RESULTS }), enabled: Boolean(values.q) });
  const name = (m: ConsoleMemberRow) => m.displayName || m.memberNo;

  return (
    <>
      <FilterBar label={t('members.filters')}>
        <FilterSearch
          wide
          label={t('members.search')}
          placeholder={t('members.searchPlaceholder')}
          value={values.q}
          onSearch={(q) => update({ q, member: values.member })}
        />
      </FilterBar>
      {values.q ? (
        <ListOrFailure read={found}>
          <Table<ConsoleMemberRow>
            rowKey="id"
            size="small"
            className={styles.block}
            title={() => t('members.results')}
            loading={found.isFetching}
            dataSource={found.data?.list ?? []}
            pagination={false}
            scroll={{ x: 700 }}
            rowClassName={(m) => (m.id === values.member ? (styles.selected ?? '') : '')}
            locale={{ emptyText: <Empty description={t('members.noResults')} /> }}
            columns={[
              { key: 'memberNo', title: t('members.memberNo'), dataIndex: 'memberNo' },
              { key: 'name', title: t('members.name'), dataIndex: 'displayName' },
              { key: 'email', title: t('members.email'), render: (_, m) => m.email ?? '—' },
              { key: 'mobile', title: t('members.mobile'), render: (_, m) => m.mobile ?? '—' },
              {
                key: 'open',
                title: '',
                render: (_, m) => (
                  <Button size="small" onClick={() => update({ q: values.q, member: m.id })} aria-label={t('members.openNamed', { name: name(m) })}>
                    {t('members.open')}
                  </Button>
                ),
              },
            ]}
          />
        </ListOrFailure>
      ) : (
        !values.member && <Typography.Paragraph type="secondary">{t('members.hint')}</Typography.Paragraph>
      )}
      {values.member && <MemberMembership key={values.member} memberId={values.member} />}
    </>
  );
}
