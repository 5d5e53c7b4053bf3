import { PROMOTION_STATUSES, type PromotionStatus } from '@sme/shared/schemas/console-promotions';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { MerchantFilter } from '../../shell/MerchantFilter';

interface Props {
  values: { q?: string | undefined; status?: string | undefined; merchantId?: string | undefined };
  update: (change: { q?: string; status?: string | undefined; merchantId?: string | undefined }) => void;
  kind: 'code' | 'offer';
}

/** A promotions table's filters: a search, the displayed state and, for admins, the merchant. */
export function PromotionFilters({ values, update, kind }: Props) {
  const { t } = useTranslation('consolePromotions');
  const statusLabel = (s: PromotionStatus) => (s === 'DISABLED' && kind === 'offer' ? t('status.WITHDRAWN') : t(`status.${s}`));
  return (
    <FilterBar label={t('filters.label')}>
      <FilterSearch
        label={t(kind === 'code' ? 'filters.searchCodes' : 'filters.searchOffers')}
        placeholder={t(kind === 'code' ? 'filters.searchCodesPlaceholder' : 'filters.searchOffersPlaceholder')}
        value={values.q}
        onSearch={(q) => update({ q })}
      />
      <FilterSelect<PromotionStatus>
        label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        value={PROMOTION_STATUSES.find((s) => s === values.status)}
        onChange={(v) => update({ status: v })}
        options={PROMOTION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      <MerchantFilter value={values.merchantId} onChange={(merchantId) => update({ merchantId })} />
    </FilterBar>
  );
}
