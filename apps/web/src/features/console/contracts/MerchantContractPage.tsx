import type { ContractView } from '@sme/shared/schemas/contracts';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useCurrentContract } from './api/get-current-contract';
import { AcceptContractDialog } from './components/AcceptContractDialog';
import { ContractDetails } from './components/ContractDetails';
import styles from './MerchantContractPage.module.css';

/** One version in a card, with the Accept button while it is not accepted. */
function ContractCard({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('consoleContracts');
  const [accepting, setAccepting] = useState(false);
  return (
    <Card
      title={t('version', { version: contract.version })}
      extra={
        !contract.acceptance && (
          <Button type="primary" onClick={() => setAccepting(true)}>
            {t('accept.button')}
          </Button>
        )
      }
      className={styles.block}
    >
      <ContractDetails contract={contract} />
      <AcceptContractDialog contract={contract} open={accepting} onClose={() => setAccepting(false)} />
    </Card>
  );
}

/** /console/contract for a merchant's staff: the contract in effect, the version awaiting (if any), and accepting them. */
export function MerchantContractPage() {
  const { t } = useTranslation('consoleContracts');
  const current = useCurrentContract();

  if (current.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (current.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void current.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  return (
    <>
      <ConsolePageHeader title={t('title')} />
      {!current.data ? (
        <Empty description={t('none')} />
      ) : (
        <>
          {current.data.pending && (
            <>
              <Alert
                type="info"
                showIcon
                className={styles.block}
                title={t('pendingTitle', { date: current.data.pending.effectiveFrom })}
                description={t('pendingBody', { version: current.data.pending.version })}
              />
              <ContractCard contract={current.data.pending} />
            </>
          )}
          <ContractCard contract={current.data.contract} />
        </>
      )}
    </>
  );
}
