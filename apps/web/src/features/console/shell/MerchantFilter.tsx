import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConsoleMe } from '../access/api/get-console-me';
import { filterClasses } from '../kit/FilterBar';
import { useMerchantOptions } from './api/get-merchant-options';

/** A console table's merchant filter, for admins only (a merchant's staff only ever see their own merchant's rows). */
export function MerchantFilter({ value, onChange }: { value: string | undefined; onChange: (merchantId: string | undefined) => void }) {
  const { t } = useTranslation('console');
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const merchants = useMerchantOptions(isAdmin);
  if (!isAdmin) return null;
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('filters.merchant')}
      placeholder={t('filters.allMerchants')}
      className={filterClasses.wideSelect}
      value={value}
      onChange={(v) => onChange(v)}
      options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
    />
  );
}
