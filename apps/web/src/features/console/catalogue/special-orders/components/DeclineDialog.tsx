import { type ConsoleSpecialOrderView, DECLINE_REASON_MAX_LENGTH, consoleSpecialOrderDeclineInput } from '@sme/shared/schemas/console-special-orders';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { useDeclineSpecialOrder } from '../api/answer-special-order';
import { ActionDialog } from '../../../shell/ActionDialog';

/** Decline a request with the reason the requester is told by mail. */
export function DeclineDialog({ request, open, onClose }: { request: ConsoleSpecialOrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consoleSpecialOrders');
  const [form] = Form.useForm<{ reason: string }>();
  const decline = useDeclineSpecialOrder();
  return (
    <ActionDialog<{ reason: string }>
      open={open}
      form={form}
      onClose={onClose}
      danger
      title={t('decline.title')}
      description={t('decline.body', { reference: request.reference, email: request.email })}
      okText={t('decline.ok')}
      onSubmit={(v) => decline.mutateAsync({ id: request.id, reason: v.reason.trim() })}
    >
      <Form.Item name="reason" label={t('decline.reason')} required rules={[zodRule(consoleSpecialOrderDeclineInput.shape.reason, t, t('decline.reason'))]}>
        <Input.TextArea rows={4} maxLength={DECLINE_REASON_MAX_LENGTH} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
