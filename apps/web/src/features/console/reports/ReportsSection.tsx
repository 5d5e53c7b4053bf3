import { ADMIN_EXPORT_KINDS, EXPORT_FORMATS, EXPORT_KINDS, REPORT_GRANULARITIES, type ReportGranularity } from '@sme/shared/schemas/console-reports';
import { Alert, Button, Card, DatePicker, Empty, Flex, Segmented, Space, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatPrice } from '@/lib/format/format-price';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useConsoleMe } from '../access/api/get-console-me';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { FilterBar } from '../kit/FilterBar';
import { useUrlFilters } from '../kit/use-url-filters';
import { useDashboard } from './api/get-dashboard';
import { useRequestExport } from './api/request-export';
import { MembershipRevenue } from './components/MembershipRevenue';
import { TrendChart } from './components/TrendChart';
import styles from './ReportsSection.module.css';
import { hkToday } from '@sme/shared/hk-day';

const FILTER_KEYS = ['from', 'to', 'granularity'] as const;
const DAY = 'YYYY-MM-DD';
/** Hong Kong's calendar day now (UTC+8 all year). */
const isGranularity = (v: string | undefined): v is ReportGranularity => (REPORT_GRANULARITIES as readonly string[]).includes(v ?? '');

/** /console/reports (admins; a merchant's staff for their merchant): figures over time, and exports to download. */
export default function ReportsSection() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  const { values, update } = useUrlFilters(FILTER_KEYS);
  const filters = {
    from: values.from ?? dayjs(hkToday()).subtract(29, 'day').format(DAY),
    to: values.to ?? hkToday(),
    granularity: isGranularity(values.granularity) ? values.granularity : 'day',
  };
  const dashboard = useDashboard(filters);
  const exporter = useRequestExport();
  const series = dashboard.data?.series ?? [];
  // Membership purchases belong to no merchant: their export is an admin's (the server refuses anyone else).
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const exportKinds = EXPORT_KINDS.filter((kind) => isAdmin || !ADMIN_EXPORT_KINDS.includes(kind));
  return (
    <>
      <ConsolePageHeader title={t('nav.reports')} />
      <FilterBar label={t('reports.filters')}>
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(filters.from), dayjs(filters.to)]}
          onChange={(range) => update({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
        />
        <Segmented
          aria-label={t('reports.granularity')}
          value={filters.granularity}
          options={REPORT_GRANULARITIES.map((g) => ({ value: g, label: t(`reports.by.${g}`) }))}
          onChange={(g) => update({ granularity: g === 'day' ? undefined : g })}
        />
      </FilterBar>
      {dashboard.isError && <Alert type="error" showIcon title={t('reports.failed')} className={styles.block} />}
      {dashboard.isSuccess && series.length === 0 && <Empty description={t('reports.empty')} />}
      {series.map((s) => (
        <Card key={s.currency} title={s.currency} size="small" className={styles.block}>
          <Flex wrap gap={32} className={styles.totals}>
            <Statistic title={t('reports.orders')} value={s.totals.orders} />
            <Statistic title={t('reports.sales')} value={formatPrice(s.totals.salesMinor, s.currency, locale)} />
            <Statistic title={t('reports.turnover')} value={formatPrice(s.totals.turnoverMinor, s.currency, locale)} />
          </Flex>
          <TrendChart
            points={s.points}
            label={t('reports.chart', { currency: s.currency })}
            ordersLabel={t('reports.orders')}
            salesLabel={t('reports.sales')}
            formatSales={(minor) => formatPrice(minor, s.currency, locale)}
          />
        </Card>
      ))}
      {dashboard.data?.membership && <MembershipRevenue revenue={dashboard.data.membership} />}
      <Card title={t('reports.exports')} size="small">
        <Typography.Paragraph type="secondary">{t('reports.exportsHint', { from: filters.from, to: filters.to })}</Typography.Paragraph>
        <Space orientation="vertical">
          {exportKinds.map((kind) => (
            <Space key={kind} wrap>
              <Typography.Text className={styles.kind}>{t(`reports.kind.${kind}`)}</Typography.Text>
              {EXPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  loading={exporter.isPending && exporter.variables.kind === kind && exporter.variables.format === format}
                  aria-label={t('reports.download', { kind: t(`reports.kind.${kind}`), format: format.toUpperCase() })}
                  onClick={() => exporter.mutate({ kind, format, from: filters.from, to: filters.to })}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </Space>
          ))}
        </Space>
        {exporter.isError && <Alert type="error" showIcon title={t('reports.exportFailed')} className={styles.exportFailed} />}
      </Card>
    </>
  );
}
