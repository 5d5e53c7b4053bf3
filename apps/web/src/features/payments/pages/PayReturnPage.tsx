import { CheckCircleOutlined, CloseCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { formatPrice } from '@/lib/format/format-price';
import { PageContainer } from '@/components/PageContainer';
import { useLocale } from '@/lib/i18n';
import { usePayment } from '../api/check-payment';
import styles from '../components/Payments.module.css';
import { PaymentMissing } from '../components/PaymentMissing';
import { useIdParam } from '../components/use-id-param';

/**
 * /payReturn/<provider>?paymentId=… — where a hosted payment page sends the payer back. The spec asks the payer whether
 * the payment finished: yes → /checkpay confirms it with the server; no → /paymentFail offers to pay again.
 */
export default function PayReturnPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const paymentId = useIdParam('paymentId');
  const payment = usePayment(paymentId).data;

  if (!paymentId) {
    return (
      <PageContainer width="narrow">
        <PaymentMissing />
      </PageContainer>
    );
  }
  const id = encodeURIComponent(paymentId);
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
