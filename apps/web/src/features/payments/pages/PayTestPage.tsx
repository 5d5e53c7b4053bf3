import { CheckOutlined, CloseOutlined, ExperimentOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { usePayment } from '../api/check-payment';
import { type TestDecision, useDecideTestPayment } from '../api/decide-test-payment';
import { planText } from '../components/membership-text';
import styles from '../components/Payments.module.css';
import { PaymentMissing } from '../components/PaymentMissing';
import { useFollowUrl } from '../components/use-follow-url';
import { useIdParam } from '../components/use-id-param';

const DECISIONS: Array<{ decision: TestDecision; key: string; icon: ReactNode; primary?: boolean; danger?: boolean }> = [
  { decision: 'APPROVE', key: 'test.approve', icon: <CheckOutlined />, primary: true },
  { decision: 'DECLINE', key: 'test.decline', icon: <CloseOutlined />, danger: true },
  { decision: 'CANCEL', key: 'test.cancel', icon: <StopOutlined /> },
];

/**
 * /payTest?paymentId=…&token=… — the hosted page of the platform's built-in test provider (development only): it
 * stands where Stripe's or PayPal's page would, so the whole payment journey runs without a real provider. The
 * decision is sent with the URL's token; the server signs its own callback and answers where to return.
 */
export default function PayTestPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const [params] = useSearchParams();
  const paymentId = useIdParam('paymentId');
  const token = params.get('token');
  // The payment's facts are its member's (pay.check needs a login); the decision needs only the URL's token. Someone
  // holding the link without a session sees the choices, not a login-expired dialog.
  const payment = usePayment(useIsLoggedIn() ? paymentId : null);
  const decide = useDecideTestPayment();
  const follow = useFollowUrl();

  if (!paymentId || !token) {
    return (
      <PageContainer width="narrow">
        <PaymentMissing />
      </PageContainer>
    );
  }
  const choose = (decision: TestDecision) => decide.mutate({ paymentId, token, decision }, { onSuccess: ({ returnUrl }) => follow(returnUrl) });
  const data = payment.data;
  const done = decide.isSuccess;

  return (
    <PageContainer width="narrow">
      <section className={styles.sandbox} aria-labelledby="sandbox-title">
        <Alert type="warning" showIcon icon={<ExperimentOutlined />} title={t('test.sandbox')} description={t('test.sandboxBody')} />
        <h1 id="sandbox-title" className={styles.sandboxTitle}>
          {t('test.title')}
        </h1>
        {data ? (
          <dl className={[styles.facts, styles.factsCard].join(' ')}>
            <dt>{t('test.merchant')}</dt>
            <dd>{t('test.merchantName')}</dd>
            {data.membership && (
              <>
                <dt>{t('membership.label')}</dt>
                <dd>{planText(data.membership, t)}</dd>
              </>
            )}
            <dt>{t(data.purpose === 'MEMBERSHIP' ? 'membership.purchaseNo' : 'common.orderNo')}</dt>
            <dd>{data.orderNo}</dd>
            <dt>{t('common.amount')}</dt>
            <dd>
              <strong className={styles.bigAmount}>{formatPrice(data.amountMinor, data.currency, locale)}</strong>
            </dd>
          </dl>
        ) : (
          payment.isLoading && <Skeleton active paragraph={{ rows: 2 }} />
        )}
        {decide.error instanceof ApiError && <Alert type="error" showIcon title={decide.error.message} />}
        <Flex gap={12} wrap>
          {DECISIONS.map(({ decision, key, icon, primary, danger }) => (
            <Button
              key={decision}
              size="large"
              type={primary ? 'primary' : 'default'}
              danger={danger}
              icon={icon}
              loading={decide.isPending && decide.variables?.decision === decision}
              disabled={decide.isPending || done}
              onClick={() => choose(decision)}
            >
              {t(key)}
            </Button>
          ))}
        </Flex>
        <p className={styles.note}>{t('test.note')}</p>
      </section>
    </PageContainer>
  );
}
