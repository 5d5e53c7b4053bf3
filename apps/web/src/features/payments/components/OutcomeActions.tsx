import type { PaymentView } from '@sme/shared/schemas/payments';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { canPayAgain, MEMBERSHIP_PLANS_PATH, MY_MEMBERSHIP_PATH, orderDetailPath, payAgainPath } from './payment-state';

/**
 * The next steps after a payment: pay again while what it pays can still be paid; then, for an order, view it and keep
 * shopping; for a membership, see the plan held (profile) and go back to the plans. `primary` is the step to stress:
 * the order (or the membership held), or paying again.
 */
export function OutcomeActions({ payment, primary = 'order' }: { payment: PaymentView; primary?: 'order' | 'payAgain' }) {
  const { t } = useTranslation('payments');
  const payAgain = canPayAgain(payment);
  const mainType = primary === 'order' || !payAgain ? 'primary' : 'default';
  return (
    <Flex gap={12} wrap justify="center">
      {payAgain && (
        <ButtonLink type={primary === 'payAgain' ? 'primary' : 'default'} size="large" to={payAgainPath(payment)}>
          {t('common.payAgain')}
        </ButtonLink>
      )}
      {payment.purpose === 'MEMBERSHIP' ? (
        <>
          <ButtonLink type={mainType} size="large" to={MY_MEMBERSHIP_PATH}>
            {t('membership.viewMembership')}
          </ButtonLink>
          <ButtonLink size="large" to={MEMBERSHIP_PLANS_PATH}>
            {t('membership.backToMembership')}
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink type={mainType} size="large" to={orderDetailPath(payment.orderId)}>
            {t('common.viewOrder')}
          </ButtonLink>
          <ButtonLink size="large" to="/marketplace">
            {t('common.continueShopping')}
          </ButtonLink>
        </>
      )}
    </Flex>
  );
}
