import { UploadOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useUrlFilters } from '../kit/use-url-filters';
import { PaymentsTable } from './components/PaymentsTable';
import { RefundsTable } from './components/RefundsTable';
import { StatementDialog } from './components/StatementDialog';

const FILTER_KEYS = ['tab', 'method', 'status', 'q', 'from', 'to'] as const;
const CLEARED = { method: undefined, status: undefined, q: undefined, from: undefined, to: undefined };

/** /console/payments (admins): payment records and refunds in tabs, filters in the URL, and the bank statement upload. */
export function PaymentsPage() {
  const { t } = useTranslation('consolePayments');
  const { values, page, size, update } = useUrlFilters(FILTER_KEYS);
  const [uploading, setUploading] = useState(false);
  const tab = values.tab === 'refunds' ? 'refunds' : 'payments';
  const table = { values, page, size, update };

  return (
    <>
      <ConsolePageHeader
        title={t('title')}
        extra={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t('statement.open')}
          </Button>
        }
      />
      <Tabs
        activeKey={tab}
        // The two lists filter differently, so a tab starts unfiltered.
        onChange={(key) => update({ ...CLEARED, tab: key === 'refunds' ? 'refunds' : undefined })}
        items={[
          { key: 'payments', label: t('tabs.payments'), children: tab === 'payments' && <PaymentsTable {...table} /> },
          { key: 'refunds', label: t('tabs.refunds'), children: tab === 'refunds' && <RefundsTable {...table} /> },
        ]}
      />
      <StatementDialog open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
