import { lastDayOf } from '@sme/shared/membership-billing';
import { formatMoney } from '@sme/shared/money';
import type { MembershipHistoryEntry } from '@sme/shared/schemas/membership';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MembershipTierTag } from '@/components/membership/MembershipTierTag';
import { formatHkDateOf, formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { useMembershipHistory } from '@/lib/membership/get-membership-history';
import cards from './ProfileCards.module.css';
import styles from './ProfileMembership.module.css';

/** Tag colour of each history status. */
const STATUS_COLOURS: Record<MembershipHistoryEntry['status'], string> = {
  AWAITING_PAYMENT: 'orange',
  PAID: 'green',
  CANCELLED: 'default',
  ACTIVE: 'green',
  ENDED: 'default',
};

/** The membership history: purchases with their payment state (one awaiting payment can be paid from here), cards and grants. */
export function MembershipHistoryCard() {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const history = useMembershipHistory();

  const what = (entry: MembershipHistoryEntry) => {
    const source = t(`source.${entry.source}`);
    return entry.kind && entry.source === 'PURCHASE' ? `${source} · ${t(`kind.${entry.kind}`)}` : source;
  };
  const period = (entry: MembershipHistoryEntry) =>
    entry.startsAt && entry.endsAt
      ? t('profile.history.periodRange', { from: formatHkDateOf(entry.startsAt, locale), until: formatHkDay(lastDayOf(new Date(entry.endsAt)), locale) })
      : '—';

  return (
    <section className={cards.card} aria-labelledby="profile-membership-history">
      <h2 id="profile-membership-history" className={cards.cardTitle}>
        {t('profile.history.title')}
      </h2>
      <p className={cards.cardIntro}>{t('profile.history.intro')}</p>
      <Table<MembershipHistoryEntry>
        size="small"
        rowKey="id"
        loading={history.isPending}
        dataSource={history.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: history.isError ? t('profile.listFailed') : t('profile.history.empty') }}
        columns={[
          { key: 'date', title: t('profile.history.date'), render: (_, entry) => formatHkDateOf(entry.createdAt, locale) },
          { key: 'what', title: t('profile.history.what'), render: (_, entry) => what(entry) },
          {
            key: 'plan',
            title: t('profile.plan'),
            render: (_, entry) => (
              <>
                <MembershipTierTag tier={entry.tier} />
                {entry.cycle && <span className={styles.muted}>{t(entry.cycle === 'ANNUAL' ? 'billing.annual' : 'billing.monthly')}</span>}
              </>
            ),
          },
          { key: 'reference', title: t('profile.history.reference'), render: (_, entry) => entry.reference ?? '—' },
          { key: 'period', title: t('profile.history.period'), render: (_, entry) => period(entry) },
          {
            key: 'amount',
            title: t('profile.history.amount'),
            align: 'right',
            render: (_, entry) => (entry.amountMinor !== null && entry.currency ? formatMoney(entry.amountMinor, entry.currency, locale) : '—'),
          },
          {
            key: 'status',
            title: t('profile.history.status'),
            render: (_, entry) => (
              <>
                <Tag color={STATUS_COLOURS[entry.status]} variant="filled">
                  {t(`status.${entry.status}`)}
                </Tag>
                {entry.source === 'PURCHASE' && entry.status === 'AWAITING_PAYMENT' && (
                  <Link to={`/payments?purchaseId=${encodeURIComponent(entry.id)}`}>{t('profile.history.pay')}</Link>
                )}
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
