import type { CardPanView } from '@sme/shared/schemas/membership';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { MembershipTierTag } from '@/components/membership/MembershipTierTag';
import { formatHkDateOf, formatHkDay } from '@/lib/format/format-hk-day';
import { useLocale } from '@/lib/i18n';
import { useCardPans } from '@/lib/membership/get-card-pans';
import cards from './ProfileCards.module.css';

/** "My cards": the membership cards the member redeemed (number masked, tier, months, redeemed on, valid until). */
export function MyCardsCard() {
  const { t } = useTranslation('membership');
  const locale = useLocale();
  const pans = useCardPans();
  return (
    <section className={cards.card} aria-labelledby="profile-cards">
      <h2 id="profile-cards" className={cards.cardTitle}>
        {t('profile.cards.title')}
      </h2>
      <p className={cards.cardIntro}>{t('profile.cards.intro')}</p>
      <Table<CardPanView>
        size="small"
        rowKey="id"
        loading={pans.isPending}
        dataSource={pans.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: pans.isError ? t('profile.listFailed') : t('profile.cards.empty') }}
        columns={[
          { key: 'number', title: t('profile.cards.number'), dataIndex: 'cardNoMasked' },
          { key: 'tier', title: t('profile.plan'), render: (_, card) => <MembershipTierTag tier={card.tier} /> },
          { key: 'months', title: t('profile.cards.months'), dataIndex: 'durationMonths', align: 'right' },
          { key: 'redeemed', title: t('profile.cards.redeemedOn'), render: (_, card) => formatHkDateOf(card.redeemedAt, locale) },
          { key: 'until', title: t('profile.cards.validUntil'), render: (_, card) => formatHkDay(card.validUntilDay, locale) },
        ]}
      />
    </section>
  );
}
