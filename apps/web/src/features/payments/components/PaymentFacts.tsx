import type { PaymentView } from '@sme/shared/schemas/payments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { orderDetailPath } from './payment-state';
import styles from './Payments.module.css';

/** A payment attempt at a glance: the order (a link), the amount, the method and both statuses. */
export function PaymentFacts({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  return (
    <dl className={[styles.facts, styles.factsCard].join(' ')}>
      <dt>{t('common.orderNo')}</dt>
      <dd>
        <Link to={orderDetailPath(payment.orderId)}>{payment.orderNo}</Link>
      </dd>
      <dt>{t('common.amount')}</dt>
      <dd>
        <strong>{formatPrice(payment.receivedMinor ?? payment.amountMinor, payment.currency, locale)}</strong>
      </dd>
      <dt>{t('common.method')}</dt>
      <dd>{t(`methods.${payment.method}.title`)}</dd>
      <dt>{t('common.paymentStatus')}</dt>
      <dd>{t(`status.${payment.status}`)}</dd>
      <dt>{t('common.orderStatus')}</dt>
      <dd>{t(`server:orderStatus.${payment.orderStatus}`)}</dd>
    </dl>
  );
}
