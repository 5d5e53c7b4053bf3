import { PlusOutlined } from '@ant-design/icons';
import type { ContractView } from '@sme/shared/schemas/contracts';
import { Alert, Button, Empty, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantOptions } from '../shell/api/get-merchant-options';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useUrlFilters } from '../kit/use-url-filters';
import styles from './AdminContractsPage.module.css';
import { useContractList } from './api/get-contract-list';
import { ContractDetails, ContractStateTag } from './components/ContractDetails';
import { IssueContractDialog } from './components/IssueContractDialog';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { commissionText } from './commission-text';

const FILTER_KEYS = ['merchantId'] as const;

/** /console/contract for admins: choose a merchant (kept in the URL), read its versions, issue the next one. */
export function AdminContractsPage() {
  const { t } = useTranslation('consoleContracts');
  const locale = useLocale();
  const { values, update } = useUrlFilters(FILTER_KEYS);
  const merchantId = values.merchantId;
  const merchants = useMerchantOptions(true);
  const history = useContractList(merchantId);
  const [issuing, setIssuing] = useState(false);

  return (
    <>
      <ConsolePageHeader
        title={t('title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={!merchantId} onClick={() => setIssuing(true)}>
            {t('issue.open')}
          </Button>
        }
      />
      <Select
        showSearch
        optionFilterProp="label"
        aria-label={t('merchant')}
        placeholder={t('chooseMerchant')}
        className={styles.merchant}
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
              className={styles.failed}
              title={t('loadFailed')}
              action={
                <Button size="small" onClick={() => void history.refetch()}>
                  {t('retry')}
                </Button>
              }
            />
          )}
          <Typography.Title level={2} className={styles.subtitle}>
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
              {
                key: 'accepted',
                title: t('history.accepted'),
                render: (_, c) => (c.acceptance ? formatDateTime(c.acceptance.acceptedAt, locale) : t('notAccepted')),
              },
            ]}
          />
          <IssueContractDialog merchantId={merchantId} open={issuing} onClose={() => setIssuing(false)} />
        </>
      )}
    </>
  );
}
