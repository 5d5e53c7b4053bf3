import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

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
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters.label')}>
      {methods && (
        <Select
          allowClear
          aria-label={t('filters.method')}
          placeholder={t('filters.allMethods')}
          style={{ minWidth: 160 }}
          value={values.method}
          onChange={(method: string | undefined) => onChange({ method })}
          options={[...methods]}
        />
      )}
      <Select
        allowClear
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        style={{ minWidth: 150 }}
        value={values.status}
        onChange={(status: string | undefined) => onChange({ status })}
        options={[...statuses]}
      />
      <Input.Search
        key={values.q ?? ''}
        allowClear
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        defaultValue={values.q}
        onSearch={(q) => onChange({ q: q.trim() })}
        style={{ width: 260 }}
      />
      <DatePicker.RangePicker
        aria-label={t('filters.createdBetween')}
        value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
        onChange={(range) => onChange({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
      />
    </Flex>
  );
}
