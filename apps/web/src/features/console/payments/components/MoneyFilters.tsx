import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';

const DAY = 'YYYY-MM-DD';

/** The filter values both money tables keep in the URL. */
export interface MoneyFilterValues {
  method?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A filter bar: optional method and status selects, the search (order number or reference) and the created-day range. */
export function MoneyFilters({
  values,
  onChange,
  methods,
  statuses,
}: {
  values: MoneyFilterValues;
  onChange: (change: MoneyFilterValues) => void;
  methods?: ReadonlyArray<{ value: string; label: string }>;
  statuses: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('consolePayments');
  return (
    <FilterBar label={t('filters.label')}>
      {methods && (
        <FilterSelect
          label={t('filters.method')}
          placeholder={t('filters.allMethods')}
          value={values.method}
          onChange={(method) => onChange({ method })}
          options={[...methods]}
        />
      )}
      <FilterSelect
        label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={[...statuses]}
      />
      <FilterSearch label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={values.q} onSearch={(q) => onChange({ q })} />
      <DatePicker.RangePicker
        aria-label={t('filters.createdBetween')}
        value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
        onChange={(range) => onChange({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
      />
    </FilterBar>
  );
}
