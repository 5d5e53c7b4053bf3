import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { useCancelOrder, useCompleteOrder, useRefundOrder } from '../api/order-actions';
import { ActionDialog } from '../../shell/ActionDialog';
import { AmountField, parseAmount } from './AmountField';

type DialogProps = { order: ConsoleOrderView; open: boolean; onClose: () => void };

/** The reason every cancellation and refund keeps in the audit log. */
function ReasonField() {
  const { t } = useTranslation('console');
  return (
    <Form.Item name="reason" label={t('actions.reason')} rules={[{ required: true, whitespace: true, max: 300 }]}>
      <Input.TextArea rows={3} maxLength={300} showCount />
    </Form.Item>
  );
}

/** Cancel an unpaid order: its stock, promo use and coupons are given back. */
export function CancelDialog({ order, open, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const cancel = useCancelOrder();
  return (
    <ActionDialog<{ reason: string }>
      open={open}
      onClose={onClose}
      danger
      title={t('actions.cancel')}
      description={t('actions.cancelBody', { orderNo: order.orderNo })}
      okText={t('actions.cancelOk')}
      onSubmit={(v) => cancel.mutateAsync({ id: order.id, reason: v.reason.trim() })}
    >
      <ReasonField />
    </ActionDialog>
  );
}

/** Refund through the provider that took the money; a blank amount refunds everything received. */
export function RefundDialog({ order, open, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const refund = useRefundOrder();
  return (
    <ActionDialog<{ amount?: string; reason: string }>
      open={open}
      onClose={onClose}
      danger
      title={t('actions.refund')}
      description={t('actions.refundBody', { orderNo: order.orderNo })}
      okText={t('actions.refundOk')}
      onSubmit={(v) =>
        refund.mutateAsync({ id: order.id, reason: v.reason.trim(), ...(v.amount ? { amountMinor: parseAmount(v.amount, order.currency) ?? 0 } : {}) })
      }
    >
      <AmountField name="amount" label={t('actions.refundAmount')} currency={order.currency} optional />
      <ReasonField />
    </ActionDialog>
  );
}

/** Complete an order: virtual goods delivered, or a shipped order whose buyer did not confirm receipt. */
export function CompleteDialog({ order, open, onClose }: DialogProps) {
  const { t } = useTranslation('console');
  const complete = useCompleteOrder();
  return (
    <ActionDialog<object>
      open={open}
      onClose={onClose}
      title={t('actions.complete')}
      description={t('actions.completeBody', { orderNo: order.orderNo })}
      okText={t('actions.completeOk')}
      onSubmit={() => complete.mutateAsync(order.id)}
    />
  );
}
