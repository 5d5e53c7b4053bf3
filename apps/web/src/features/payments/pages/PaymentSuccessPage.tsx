import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { OutcomeActions } from '../components/OutcomeActions';
import { OutcomePage } from '../components/OutcomePage';
import { PaymentFacts } from '../components/PaymentFacts';

/** /paymentSuccess?paymentId=… — a payment the server confirmed: the order, the amount, its status and what comes next. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  return (
    <OutcomePage>
      {(payment) => {
        // Only the server's word makes a success: anything else is explained on the status page.
        if (payment.status !== 'SUCCEEDED') return <Navigate to={`/paymentMsg?paymentId=${encodeURIComponent(payment.id)}`} replace />;
        const amount = formatPrice(payment.receivedMinor ?? payment.amountMinor, payment.currency, locale);
        const next = ['PREPARING', 'PENDING_PICKUP', 'PARTIALLY_PAID'].includes(payment.orderStatus) ? payment.orderStatus : 'OTHER';
        return (
          <Result
            status="success"
            title={t('success.title')}
            subTitle={`${t('success.body', { amount, orderNo: payment.orderNo })} ${t(`success.next.${next}`)}`}
            extra={<OutcomeActions payment={payment} primary={next === 'PARTIALLY_PAID' ? 'payAgain' : 'order'} />}
          >
            <PaymentFacts payment={payment} />
          </Result>
        );
      }}
    </OutcomePage>
  );
}
