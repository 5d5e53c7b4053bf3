import type { ConsoleOrderAction, ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelDialog, CompleteDialog, RefundDialog } from './ReasonDialogs';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { ShipDialog } from './ShipDialog';
import { VerifyPickupDialog } from './VerifyPickupDialog';

/** Button label of each action (console namespace). */
const LABELS: Record<ConsoleOrderAction, string> = {
  RECORD_PAYMENT: 'actions.recordPayment',
  SHIP: 'actions.ship',
  VERIFY_PICKUP: 'actions.verifyPickup',
  COMPLETE: 'actions.complete',
  CANCEL: 'actions.cancel',
  REFUND: 'actions.refund',
};

const DANGEROUS: readonly ConsoleOrderAction[] = ['CANCEL', 'REFUND'];

/** Buttons of the actions the server says the order offers now; each opens its confirmation dialog. */
export function OrderActionBar({ order }: { order: ConsoleOrderView }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState<ConsoleOrderAction | null>(null);
  const close = () => setOpen(null);
  const props = { order, onClose: close };
  return (
    <Flex gap={8} wrap>
      {order.consoleActions.map((action) => (
        <Button key={action} type={DANGEROUS.includes(action) ? 'default' : 'primary'} danger={DANGEROUS.includes(action)} onClick={() => setOpen(action)}>
          {t(LABELS[action])}
        </Button>
      ))}
      <RecordPaymentDialog {...props} open={open === 'RECORD_PAYMENT'} />
      <ShipDialog {...props} open={open === 'SHIP'} />
      <VerifyPickupDialog open={open === 'VERIFY_PICKUP'} onClose={close} />
      <CompleteDialog {...props} open={open === 'COMPLETE'} />
      <CancelDialog {...props} open={open === 'CANCEL'} />
      <RefundDialog {...props} open={open === 'REFUND'} />
    </Flex>
  );
}
