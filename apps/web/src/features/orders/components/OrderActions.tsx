import { type MemberOrderAction, type OrderStatus, canPayOnDelivery } from '@sme/shared/order-status';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { Button, type ButtonProps, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { useOrderActions } from './use-order-actions';

/** Props of OrderActions. */
export interface OrderActionsProps {
  order: { id: string; orderNo: string; status: OrderStatus; deliveryType: DeliveryType; actions: MemberOrderAction[]; address?: { area: string } | null };
  size?: ButtonProps['size'];
  /** Offer cash on delivery (order detail) for an unpaid home delivery. */
  offerCod?: boolean;
}

/**
 * The buttons of the actions the server says the order offers. Pay opens /payments for the order; cancel and confirm
 * receipt each ask for confirmation first.
 */
export function OrderActions({ order, size, offerCod = false }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const actions = useOrderActions();
  const named = { orderNo: order.orderNo };
  const canCod = offerCod && canPayOnDelivery({ ...order, area: order.address?.area });
  if (!canCod && !order.actions.some((a) => a === 'PAY' || a === 'CANCEL' || a === 'CONFIRM_RECEIPT')) return null;
  return (
    <Space wrap>
      {order.actions.includes('PAY') && (
        <ButtonLink type="primary" size={size} to={`/payments?orderId=${encodeURIComponent(order.id)}`} aria-label={t('actions.pay.named', named)}>
          {t('actions.pay.button')}
        </ButtonLink>
      )}
      {canCod && (
        <Button size={size} disabled={actions.busy} onClick={() => actions.payOnDelivery(order)}>
          {t('actions.cod.button')}
        </Button>
      )}
      {order.actions.includes('CONFIRM_RECEIPT') && (
        <Button type="primary" size={size} disabled={actions.busy} onClick={() => actions.confirmReceipt(order)} aria-label={t('actions.confirm.named', named)}>
          {t('actions.confirm.button')}
        </Button>
      )}
      {order.actions.includes('CANCEL') && (
        <Button danger size={size} disabled={actions.busy} onClick={() => actions.cancel(order)} aria-label={t('actions.cancel.named', named)}>
          {t('actions.cancel.button')}
        </Button>
      )}
    </Space>
  );
}
