import type { ContractView } from '@sme/shared/schemas/contract';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentContract } from './api/get-current-contract';
import { AcceptContractDialog } from './components/AcceptContractDialog';
import { ContractDetails } from './components/ContractDetails';

/** One version in a card, with the Accept button while it is not accepted. */
function ContractCard({ contract }: { contract: ContractView }) {
  const { t } = useTranslation('consoleContract');
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
      style={{ marginBottom: 16 }}
    >
      <ContractDetails contract={contract} />
      <AcceptContractDialog contract={contract} open={accepting} onClose={() => setAccepting(false)} />
    </Card>
  );
}

/** /console/contract for a merchant's staff: the contract in effect, the version awaiting (if any), and accepting them. */
export function MerchantContractPage() {
  const { t } = useTranslation('consoleContract');
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
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {t('title')}
        </Typography.Title>
      </Flex>
      {!current.data ? (
        <Empty description={t('none')} />
      ) : (
        <>
          {current.data.pending && (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
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
