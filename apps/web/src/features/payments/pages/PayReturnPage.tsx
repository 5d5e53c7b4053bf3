import { CheckCircleOutlined, CloseCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { formatPrice } from '@/lib/format/format-price';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { usePayment } from '../api/check-payment';
import styles from '../components/Payments.module.css';
import { isFailedPayment } from '../components/payment-state';
import { PaymentMissing } from '../components/PaymentMissing';
import { useIdParam } from '../components/use-id-param';

/**
 * /payReturn/<provider>?paymentId=… — where a hosted payment page sends the payer back. When the server already knows
 * how it ended (the provider told it first: declined, cancelled, paid), the payer is shown that outcome at once —
 * asking "did it go through?" after a decline would only confuse. Otherwise the spec's question: yes → /checkpay
 * confirms it with the server; no → /paymentFail offers to pay again.
 */
export default function PayReturnPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const paymentId = useIdParam('paymentId');
  const query = usePayment(paymentId);
  const payment = query.data;

  if (!paymentId) {
    return (
      <PageContainer width="narrow">
        <PaymentMissing />
      </PageContainer>
    );
  }
  const id = encodeURIComponent(paymentId);
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <PageContainer width="narrow">
        <PaymentMissing />
      </PageContainer>
    );
  if (payment?.status === 'SUCCEEDED') return <Navigate to={`/paymentSuccess?paymentId=${id}`} replace />;
  if (payment && isFailedPayment(payment.status)) return <Navigate to={`/paymentFail?paymentId=${id}`} replace />;
  // The question waits for the server's word (a failed read still asks: the payer's answer then leads on).
  if (query.isPending)
    return (
      <PageContainer width="narrow">
        <Skeleton active paragraph={{ rows: 4 }} />
      </PageContainer>
    );
  return (
    <PageContainer width="narrow">
      <section className={styles.question} aria-labelledby="return-title">
        <QuestionCircleOutlined className={styles.questionIcon} aria-hidden />
        <h1 id="return-title" className={styles.questionTitle}>
          {t('return.title')}
        </h1>
        {payment && (
          <p className={styles.questionMeta}>
            {t(payment.purpose === 'MEMBERSHIP' ? 'membership.returnMeta' : 'return.meta', {
              orderNo: payment.orderNo,
              amount: formatPrice(payment.amountMinor, payment.currency, locale),
            })}
          </p>
        )}
        <p className={styles.muted}>{t('return.body')}</p>
        <Flex gap={12} wrap justify="center">
          <ButtonLink type="primary" size="large" icon={<CheckCircleOutlined />} to={`/checkpay?paymentId=${id}`}>
            {t('return.yes')}
          </ButtonLink>
          <ButtonLink size="large" icon={<CloseCircleOutlined />} to={`/paymentFail?paymentId=${id}`}>
            {t('return.no')}
          </ButtonLink>
        </Flex>
      </section>
    </PageContainer>
  );
}
