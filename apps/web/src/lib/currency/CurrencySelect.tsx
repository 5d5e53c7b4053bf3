import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { setDisplayCurrency, useDisplayCurrency } from './display-currency';
import { useCurrencies } from './get-currencies';

/** Chooser of the currency approximate prices are shown in; the list comes from currency.list. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation('catalogue');
  const value = useDisplayCurrency();
  const { data, isLoading } = useCurrencies();
  const options = (data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  // Until the list arrives, keep the current code selectable so the control never shows an empty value.
  if (!options.some((o) => o.value === value)) options.unshift({ value, label: value });
  return (
    <Select
      className={className}
      value={value}
      options={options}
      loading={isLoading}
      onChange={(code: string) => setDisplayCurrency(code)}
      aria-label={t('currency.label')}
      popupMatchSelectWidth={false}
      labelRender={({ value: code }) => String(code)}
      style={{ minWidth: 96 }}
      prefix={<span aria-hidden>≈</span>}
    />
  );
}
