import type { PaymentView } from '@sme/shared/schemas/payments';
import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { FpsQrPanel } from './FpsQrPanel';
import { MEMBERSHIP_PLANS_PATH, orderDetailPath } from './payment-state';
import styles from './Payments.module.css';

/**
 * What follows a payment that does not leave the site: an FPS transfer to make (QR and reference, then "I have paid"
 * to follow its status), or cash on delivery confirmed (the order is being prepared; never offered for a membership).
 */
export function PaymentStarted({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const amount = formatPrice(payment.amountMinor, payment.currency, locale);
  const back =
    payment.purpose === 'MEMBERSHIP' ? (
      <ButtonLink to={MEMBERSHIP_PLANS_PATH}>{t('membership.backToMembership')}</ButtonLink>
    ) : (
      <ButtonLink to={orderDetailPath(payment.orderId)}>{t('common.viewOrder')}</ButtonLink>
    );

  if (payment.next?.flow === 'QR') {
    return (
      <div className={styles.stack}>
        <FpsQrPanel
          payload={payment.next.payload}
          reference={payment.next.reference}
          orderNo={payment.orderNo}
          amountMinor={payment.amountMinor}
          currency={payment.currency}
          purpose={payment.purpose}
        />
        <Flex gap={12} wrap>
          <ButtonLink type="primary" size="large" to={`/paymentMsg?paymentId=${encodeURIComponent(payment.id)}`}>
            {t('fps.done')}
          </ButtonLink>
          {back}
        </Flex>
      </div>
    );
  }
  return (
    <Result
      status="success"
      title={t('cod.title')}
      subTitle={t('cod.body', { orderNo: payment.orderNo, amount })}
      extra={
        <Flex gap={12} wrap justify="center">
          <ButtonLink type="primary" to={orderDetailPath(payment.orderId)}>
            {t('common.viewOrder')}
          </ButtonLink>
          <ButtonLink to="/marketplace">{t('common.continueShopping')}</ButtonLink>
        </Flex>
      }
    />
  );
}
