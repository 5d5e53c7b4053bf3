import { toDecimalString } from '@sme/shared/money';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { useRecordPayment } from '../api/order-actions';
import { ActionDialog } from '../../shell/ActionDialog';
import { AmountField, parseAmount } from './AmountField';

interface Values {
  method: 'FPS' | 'COD';
  amount: string;
}

/** Record money that arrived outside the online providers: an FPS transfer or cash collected on delivery. */
export function RecordPaymentDialog({ order, open, onClose }: { order: ConsoleOrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const record = useRecordPayment();
  return (
    <ActionDialog<Values>
      open={open}
      onClose={onClose}
      title={t('actions.recordPayment')}
      description={t('actions.recordPaymentBody', { orderNo: order.orderNo })}
      okText={t('actions.recordPaymentOk')}
      initialValues={{
        method: order.isCashOnDelivery ? 'COD' : 'FPS',
        amount: toDecimalString(Math.max(0, order.payableMinor - order.paidMinor), order.currency),
      }}
      onSubmit={(v) => record.mutateAsync({ orderId: order.id, method: v.method, receivedMinor: parseAmount(v.amount, order.currency) ?? 0 })}
    >
      <Form.Item name="method" label={t('actions.method')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'FPS', label: t('actions.methodFps') },
            { value: 'COD', label: t('actions.methodCod') },
          ]}
        />
      </Form.Item>
      <AmountField name="amount" label={t('actions.receivedAmount')} currency={order.currency} />
    </ActionDialog>
  );
}
