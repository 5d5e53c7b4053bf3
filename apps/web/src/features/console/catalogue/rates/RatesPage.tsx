import { EditOutlined } from '@ant-design/icons';
import type { ConsoleRateView } from '@sme/shared/schemas/console-catalogue';
import { Button, Empty, Table, Typography } from 'antd';
import { FilterBar } from '../../kit/FilterBar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { useConsoleRates } from './api/console-rates';
import { RateDialog } from './RateDialog';
import { ListOrFailure } from '../../kit/ListFailure';

/** /console/catalogue/rates: every published rate (1 base = rate target) with its last change; set or change one. */
export function RatesPage() {
  const { t } = useTranslation('consoleCatalogue');
  const locale = useLocale();
  const rates = useConsoleRates();
  const [editing, setEditing] = useState<Partial<ConsoleRateView> | null>(null);
  const currencies = rates.data?.currencies ?? [];
  const label = (code: string) => {
    const c = currencies.find((x) => x.code === code);
    return c ? `${code} · ${locale === 'en_US' ? c.nameEn : c.nameZh}` : code;
  };

  return (
    <>
      <FilterBar
        actions={
          <Button type="primary" onClick={() => setEditing({})} disabled={!rates.data}>
            {t('rates.set')}
          </Button>
        }
      >
        <Typography.Text type="secondary">{t('rates.intro')}</Typography.Text>
      </FilterBar>
      <ListOrFailure read={rates}>
        <Table<ConsoleRateView>
          rowKey={(r) => `${r.baseSymbol}/${r.tarSymbol}`}
          size="small"
          loading={rates.isFetching}
          dataSource={rates.data?.rates ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('rates.empty')} /> }}
          columns={[
            {
              key: 'base',
              title: t('fields.baseSymbol'),
              render: (_, r) => label(r.baseSymbol),
              filters: currencies.map((c) => ({ text: c.code, value: c.code })),
              onFilter: (v, r) => r.baseSymbol === v,
            },
            { key: 'target', title: t('fields.tarSymbol'), render: (_, r) => label(r.tarSymbol) },
            {
              key: 'rate',
              title: t('fields.rate'),
              align: 'right',
              render: (_, r) => <Typography.Text code>{`1 ${r.baseSymbol} = ${r.rate} ${r.tarSymbol}`}</Typography.Text>,
            },
            { key: 'updated', title: t('fields.updated'), render: (_, r) => formatDateTime(r.updatedAt, locale) },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(r)}
                  aria-label={t('rates.editPair', { base: r.baseSymbol, target: r.tarSymbol })}
                />
              ),
            },
          ]}
        />
      </ListOrFailure>
      {editing && rates.data && <RateDialog currencies={currencies} initial={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
