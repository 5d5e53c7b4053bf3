import type { PaymentView } from '@sme/shared/schemas/payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { planText, validUntilText } from './membership-text';
import { orderDetailPath } from './payment-state';
import styles from './Payments.module.css';

/**
 * A payment attempt at a glance: what it pays (the order, a link, and its status; or the membership plan and purchase
 * number, and until when the plan runs once paid), the amount, the method and the payment's status.
 */
export function PaymentFacts({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const membership = payment.purpose === 'MEMBERSHIP' ? payment.membership : null;
  return (
    <dl className={[styles.facts, styles.factsCard].join(' ')}>
      {payment.purpose === 'MEMBERSHIP' ? (
        <>
          {membership && (
            <>
              <dt>{t('membership.label')}</dt>
              <dd>{planText(membership, t)}</dd>
            </>
          )}
          <dt>{t('membership.purchaseNo')}</dt>
          <dd>{payment.orderNo}</dd>
        </>
      ) : (
        <>
          <dt>{t('common.orderNo')}</dt>
          <dd>
            <Link to={orderDetailPath(payment.orderId)}>{payment.orderNo}</Link>
          </dd>
        </>
      )}
      <dt>{t('common.amount')}</dt>
      <dd>
        <strong>{formatPrice(payment.receivedMinor ?? payment.amountMinor, payment.currency, locale)}</strong>
      </dd>
      <dt>{t('common.method')}</dt>
      <dd>{t(`methods.${payment.method}.title`)}</dd>
      <dt>{t('common.paymentStatus')}</dt>
      <dd>{t(`status.${payment.status}`)}</dd>
      {payment.orderStatus && (
        <>
          <dt>{t('common.orderStatus')}</dt>
          <dd>{t(`server:orderStatus.${payment.orderStatus}`)}</dd>
        </>
      )}
      {membership?.status === 'PAID' && (
        <>
          <dt>{t('membership.validUntil')}</dt>
          <dd>{validUntilText(membership, locale)}</dd>
        </>
      )}
    </dl>
  );
}
