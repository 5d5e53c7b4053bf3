import type { PaymentView } from '@sme/shared/schemas/payments';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { canPayOrder, orderDetailPath, payOrderPath } from './payment-state';

/** The next steps after a payment: pay again while the order can still be paid, view the order, keep shopping. */
export function OutcomeActions({ payment, primary = 'order' }: { payment: PaymentView; primary?: 'order' | 'payAgain' }) {
  const { t } = useTranslation('payments');
  const payAgain = canPayOrder(payment.orderStatus);
  return (
    <Flex gap={12} wrap justify="center">
      {payAgain && (
        <ButtonLink type={primary === 'payAgain' ? 'primary' : 'default'} size="large" to={payOrderPath(payment.orderId)}>
          {t('common.payAgain')}
        </ButtonLink>
      )}
      <ButtonLink type={primary === 'order' || !payAgain ? 'primary' : 'default'} size="large" to={orderDetailPath(payment.orderId)}>
        {t('common.viewOrder')}
      </ButtonLink>
      <ButtonLink size="large" to="/marketplace">
        {t('common.continueShopping')}
      </ButtonLink>
    </Flex>
  );
}
