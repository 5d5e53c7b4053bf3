import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { OutcomeActions } from '../components/OutcomeActions';
import { OutcomePage } from '../components/OutcomePage';
import { canPayAgain } from '../components/payment-state';
import { PaymentFacts } from '../components/PaymentFacts';

/**
 * /paymentFail?paymentId=… — a payment that did not go through (or that the payer says did not): how it ended
 * (declined, cancelled, expired; else "not completed"), the reason the server gives (section 8 message), and Pay again
 * — with the same or another method — while the order or membership purchase can still be paid.
 */
export default function PaymentFailPage() {
  const { t } = useTranslation('payments');
  return (
    <OutcomePage>
      {(payment) => {
        // The payer may have answered "no" to a payment that did go through: the server's word wins.
        if (payment.status === 'SUCCEEDED') return <Navigate to={`/paymentSuccess?paymentId=${encodeURIComponent(payment.id)}`} replace />;
        const reason = payment.failureMessage ?? t(`fail.reason.${payment.status}`);
        const payable = canPayAgain(payment);
        const next =
          payment.purpose === 'MEMBERSHIP'
            ? t(payable ? 'membership.failPayable' : 'membership.failNotPayable')
            : t(payable ? 'fail.payable' : 'fail.notPayable');
        return (
          <Result
            status="error"
            title={t(`fail.titles.${payment.status}`, { defaultValue: t('fail.title') })}
            subTitle={`${reason} ${next}`}
            extra={<OutcomeActions payment={payment} primary="payAgain" />}
          >
            <PaymentFacts payment={payment} />
          </Result>
        );
      }}
    </OutcomePage>
  );
}
