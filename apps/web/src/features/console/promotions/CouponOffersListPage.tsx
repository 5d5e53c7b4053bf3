import type { ConsoleCouponOfferRow } from '@sme/shared/schemas/console-promotions';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { PagedTable } from '../kit/PagedTable';
import { useUrlFilters } from '../kit/use-url-filters';
import { useConsoleOffers } from './api/get-console-offers';
import { discountLabel } from './components/discount-label';
import { OfferUsageDrawer } from './components/OfferUsageDrawer';
import { PromotionFilters } from './components/PromotionFilters';
import { PromotionStatusTag } from './components/PromotionStatusTag';
import { PromotionsTabs } from './PromotionsTabs';

const FILTER_KEYS = ['q', 'status', 'merchantId'] as const;

/** /console/promotions/offers: the staff member's coupon offers, filtered and paged on the server, filters in the URL. */
export function CouponOffersListPage() {
  const { t } = useTranslation('consolePromotions');
  const locale = useLocale();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const offers = useConsoleOffers({ ...values, page, size });
  const [usageOf, setUsageOf] = useState<ConsoleCouponOfferRow | null>(null);
  const title = (o: ConsoleCouponOfferRow) => (locale === 'en_US' ? o.titleEn : o.titleZh);

  return (
    <PromotionsTabs active="offers">
      <PromotionFilters values={values} update={update} kind="offer" />
      <PagedTable<ConsoleCouponOfferRow>
        query={offers}
        paging={filters}
        emptyText={t('offers.empty')}
        totalText={(total) => t('list.total', { total })}
        scroll={{ x: 1000 }}
        columns={[
          { key: 'title', title: t('list.title'), render: (_, o) => <Link to={`/console/promotions/offers/${o.id}`}>{title(o)}</Link> },
          { key: 'merchant', title: t('list.merchant'), render: (_, o) => o.merchantName ?? t('form.platformWide') },
          { key: 'discount', title: t('list.discount'), render: (_, o) => discountLabel(o, t, locale) },
          { key: 'claimCode', title: t('form.claimCode'), render: (_, o) => o.claimCode ?? (o.isPublic ? t('list.public') : t('list.unlisted')) },
          {
            key: 'issued',
            title: t('list.issued'),
            align: 'right',
            render: (_, o) => (o.totalQuantity === null ? o.issuedCount : `${o.issuedCount} / ${o.totalQuantity}`),
          },
          { key: 'until', title: t('form.validUntil'), render: (_, o) => formatDateTime(o.validUntil, locale) || t('list.open') },
          { key: 'status', title: t('filters.status'), render: (_, o) => <PromotionStatusTag status={o.status} kind="offer" /> },
          {
            key: 'usage',
            title: '',
            render: (_, o) => (
              <Button size="small" onClick={() => setUsageOf(o)}>
                {t('usage.open')}
              </Button>
            ),
          },
        ]}
      />
      {usageOf && <OfferUsageDrawer offer={{ id: usageOf.id, title: title(usageOf) }} open onClose={() => setUsageOf(null)} />}
    </PromotionsTabs>
  );
}
