import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchFilters } from '../shell/use-search-filters';
import { PaymentsTable } from './components/PaymentsTable';
import { RefundsTable } from './components/RefundsTable';
import { StatementDialog } from './components/StatementDialog';

const FILTER_KEYS = ['tab', 'method', 'status', 'q', 'from', 'to'] as const;
const CLEARED = { method: undefined, status: undefined, q: undefined, from: undefined, to: undefined };

/** /console/payments (admins): payment records and refunds in tabs, filters in the URL, and the bank statement upload. */
export function PaymentsPage() {
  const { t } = useTranslation('consolePayments');
  const { values, page, size, update } = useSearchFilters(FILTER_KEYS);
  const [uploading, setUploading] = useState(false);
  const tab = values.tab === 'refunds' ? 'refunds' : 'payments';
  const table = { values, page, size, update };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {t('title')}
        </Typography.Title>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          {t('statement.open')}
        </Button>
      </Flex>
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
