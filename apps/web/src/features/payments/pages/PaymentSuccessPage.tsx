import type { PaymentView } from '@sme/shared/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { membershipWords, validUntilText } from '../components/membership-text';
import { OutcomeActions } from '../components/OutcomeActions';
import { OutcomePage } from '../components/OutcomePage';
import { PaymentFacts } from '../components/PaymentFacts';

/** The order states after a payment that have their own "what next" line. */
const ORDER_NEXT = ['PREPARING', 'PENDING_PICKUP', 'PARTIALLY_PAID'];

/**
 * The membership held changed with this payment: whatever is cached about the member (the plan shown on the profile
 * and the membership page) is marked stale, so the next page reads it again. Nothing is fetched from here.
 */
function MembershipPaid() {
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY, refetchType: 'none' }), [queryClient]);
  return null;
}

/** A confirmed payment's success page: what was paid for and what comes next. */
function SuccessResult({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const amount = formatPrice(payment.receivedMinor ?? payment.amountMinor, payment.currency, locale);
  if (payment.purpose === 'MEMBERSHIP') {
    const membership = payment.membership;
    const subTitle = membership
      ? `${t('membership.successBody', { amount, ...membershipWords(membership, t) })} ${t('membership.activeUntil', { day: validUntilText(membership, locale) })}`
      : t('membership.successOther');
    return (
      <Result status="success" title={t('success.title')} subTitle={subTitle} extra={<OutcomeActions payment={payment} />}>
        <MembershipPaid />
        <PaymentFacts payment={payment} />
      </Result>
    );
  }
  const next = payment.orderStatus && ORDER_NEXT.includes(payment.orderStatus) ? payment.orderStatus : 'OTHER';
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
}

/**
 * /paymentSuccess?paymentId=… — a payment the server confirmed: what it paid (the order and its status, or the
 * membership plan and until when it is active), the amount and what comes next.
 */
export default function PaymentSuccessPage() {
  return (
    <OutcomePage>
      {(payment) =>
        // Only the server's word makes a success: anything else is explained on the status page.
        payment.status === 'SUCCEEDED' ? (
          <SuccessResult payment={payment} />
        ) : (
          <Navigate to={`/paymentMsg?paymentId=${encodeURIComponent(payment.id)}`} replace />
        )
      }
    </OutcomePage>
  );
}
