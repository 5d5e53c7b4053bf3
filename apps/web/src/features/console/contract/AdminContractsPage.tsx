import { PlusOutlined } from '@ant-design/icons';
import type { ContractView } from '@sme/shared/schemas/contract';
import { Alert, Button, Empty, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantOptions } from '../shell/api/get-merchant-options';
import { useSearchFilters } from '../shell/use-search-filters';
import { useContractList } from './api/get-contract-list';
import { ContractDetails, ContractStateTag } from './components/ContractDetails';
import { IssueContractDialog } from './components/IssueContractDialog';
import { formatDateTime } from '@/components/catalogue/format-date';
import { useLocale } from '@/lib/i18n';
import { commissionText } from './commission-text';

const FILTER_KEYS = ['merchantId'] as const;

/** /console/contract for admins: choose a merchant (kept in the URL), read its versions, issue the next one. */
export function AdminContractsPage() {
  const { t } = useTranslation('consoleContract');
  const locale = useLocale();
  const { values, update } = useSearchFilters(FILTER_KEYS);
  const merchantId = values.merchantId;
  const merchants = useMerchantOptions(true);
  const history = useContractList(merchantId);
  const [issuing, setIssuing] = useState(false);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {t('title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} disabled={!merchantId} onClick={() => setIssuing(true)}>
          {t('issue.open')}
        </Button>
      </Flex>
      <Select
        showSearch
        optionFilterProp="label"
        aria-label={t('merchant')}
        placeholder={t('chooseMerchant')}
        style={{ minWidth: 320, marginBottom: 16 }}
        loading={merchants.isLoading}
        value={merchantId}
        onChange={(id: string) => update({ merchantId: id })}
        options={(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
      />
      {!merchantId ? (
        <Empty description={t('chooseMerchantHint')} />
      ) : (
        <>
          {history.isError && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('loadFailed')}
              action={
                <Button size="small" onClick={() => void history.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          )}
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t('history.title')}
          </Typography.Title>
          <Table<ContractView>
            rowKey="id"
            size="small"
            loading={history.isFetching}
            dataSource={history.data?.list ?? []}
            pagination={false}
            scroll={{ x: 800 }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} /> }}
            expandable={{ expandedRowRender: (c) => <ContractDetails contract={c} />, expandRowByClick: true }}
            columns={[
              { key: 'version', title: t('history.version'), render: (_, c) => c.version },
              { key: 'title', title: t('history.titleColumn'), render: (_, c) => (locale === 'en_US' ? c.titleEn : c.titleZh) },
              { key: 'state', title: t('history.state'), render: (_, c) => <ContractStateTag contract={c} /> },
              { key: 'effectiveFrom', title: t('effectiveFrom'), render: (_, c) => c.effectiveFrom },
              { key: 'commission', title: t('commission'), align: 'right', render: (_, c) => commissionText(c.commissionBps, locale) },
              { key: 'accepted', title: t('history.accepted'), render: (_, c) => (c.acceptance ? formatDateTime(c.acceptance.acceptedAt, locale) : t('notAccepted')) },
            ]}
          />
          <IssueContractDialog merchantId={merchantId} open={issuing} onClose={() => setIssuing(false)} />
        </>
      )}
    </>
  );
}
