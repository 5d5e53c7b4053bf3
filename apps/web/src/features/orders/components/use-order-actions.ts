import { useTranslation } from 'react-i18next';
import { feedback, useFeedback } from '@/lib/ui/feedback';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmOrder } from '../api/confirm-order';
import { useUpdateDeliveryCod } from '../api/update-delivery-cod';

/** The order an action is about (its number names it in the dialog). */
interface ActionTarget {
  id: string;
  orderNo: string;
}

/**
 * The member's order actions, each behind a confirmation dialog (spec section 4): cancel, confirm receipt, and pay
 * on delivery. The dialog's button waits for the server; a refusal was already said by the mutation.
 */
export function useOrderActions() {
  const { t } = useTranslation('orders');
  const { modal } = useFeedback();
  const cancel = useCancelOrder();
  const confirm = useConfirmOrder();
  const cod = useUpdateDeliveryCod();

  const ask = (key: 'cancel' | 'confirm' | 'cod', run: (id: string) => Promise<unknown>, order: ActionTarget, danger = false) =>
    modal.confirm({
      title: t(`actions.${key}.title`),
      content: t(`actions.${key}.body`, { orderNo: order.orderNo }),
      okText: t(`actions.${key}.ok`),
      cancelText: t('actions.keep'),
      okButtonProps: { danger },
      onOk: () =>
        run(order.id).then(
          () => void feedback().message.success(t(`actions.${key}.done`)),
          () => undefined,
        ),
    });

  return {
    busy: cancel.isPending || confirm.isPending || cod.isPending,
    cancel: (order: ActionTarget) => ask('cancel', cancel.mutateAsync, order, true),
    confirmReceipt: (order: ActionTarget) => ask('confirm', confirm.mutateAsync, order),
    payOnDelivery: (order: ActionTarget) => ask('cod', cod.mutateAsync, order),
  };
}
