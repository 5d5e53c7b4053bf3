import type { ConsolePromoRow } from '@sme/shared/schemas/console-promotions';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { PagedTable } from '../kit/PagedTable';
import { useUrlFilters } from '../kit/use-url-filters';
import { useConsolePromos } from './api/get-console-promos';
import { discountLabel } from './components/discount-label';
import { PromoUsageDrawer } from './components/PromoUsageDrawer';
import { PromotionFilters } from './components/PromotionFilters';
import { PromotionStatusTag } from './components/PromotionStatusTag';
import { PromotionsTabs } from './PromotionsTabs';

const FILTER_KEYS = ['q', 'status', 'merchantId'] as const;

/** /console/promotions: the staff member's promo codes, filtered and paged on the server, filters in the URL. */
export function PromoCodesListPage() {
  const { t } = useTranslation('consolePromotions');
  const locale = useLocale();
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const promos = useConsolePromos({ ...values, page, size });
  const [usageOf, setUsageOf] = useState<ConsolePromoRow | null>(null);
  const validity = (p: ConsolePromoRow) =>
    [formatDateTime(p.validFrom, locale) || t('list.open'), formatDateTime(p.validUntil, locale) || t('list.open')].join(' – ');

  return (
    <PromotionsTabs active="codes">
      <PromotionFilters values={values} update={update} kind="code" />
      <PagedTable<ConsolePromoRow>
        query={promos}
        paging={filters}
        emptyText={t('codes.empty')}
        totalText={(total) => t('list.total', { total })}
        scroll={{ x: 1000 }}
        columns={[
          { key: 'code', title: t('form.code'), render: (_, p) => <Link to={`/console/promotions/codes/${p.id}`}>{p.code}</Link> },
          { key: 'title', title: t('list.title'), render: (_, p) => (locale === 'en_US' ? p.titleEn : p.titleZh) },
          { key: 'merchant', title: t('list.merchant'), render: (_, p) => p.merchantName ?? t('form.platformWide') },
          { key: 'discount', title: t('list.discount'), render: (_, p) => discountLabel(p, t, locale) },
          { key: 'window', title: t('list.window'), render: (_, p) => validity(p) },
          { key: 'uses', title: t('usage.uses'), align: 'right', render: (_, p) => (p.usageLimit === null ? p.uses : `${p.uses} / ${p.usageLimit}`) },
          { key: 'status', title: t('filters.status'), render: (_, p) => <PromotionStatusTag status={p.status} kind="code" /> },
          {
            key: 'usage',
            title: '',
            render: (_, p) => (
              <Button size="small" onClick={() => setUsageOf(p)}>
                {t('usage.open')}
              </Button>
            ),
          },
        ]}
      />
      {usageOf && <PromoUsageDrawer promo={usageOf} open onClose={() => setUsageOf(null)} />}
    </PromotionsTabs>
  );
}
