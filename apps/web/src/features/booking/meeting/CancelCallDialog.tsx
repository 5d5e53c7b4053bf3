import { bookingCancelInput, type BookingView } from '@sme/shared/schemas/booking';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelBooking } from '@/lib/booking/cancel-booking';
import { zodRule } from '@/lib/forms/zod-rule';
import { feedback } from '@/lib/ui/feedback';

/**
 * Asks before cancelling a call, with an optional reason for the adviser. Refused or not, the dialog closes: the call
 * is read again, so the page shows what the server holds now (Cancelled, or no longer changeable).
 */
export function CancelCallDialog({ booking, open, onClose }: { booking: BookingView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bookingMeeting');
  const [form] = Form.useForm<{ reason?: string }>();
  const cancel = useCancelBooking();
  const reasonLabel = t('cancel.reason');

  const submit = async () => {
    const { reason } = await form.validateFields();
    cancel.mutate(
      { id: booking.id, reason: reason?.trim() || undefined },
      { onSuccess: () => void feedback().message.success(t('cancel.done')), onSettled: onClose },
    );
  };

  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      okText={t('cancel.confirm')}
      cancelText={t('cancel.keep')}
      okButtonProps={{ danger: true }}
      confirmLoading={cancel.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('cancel.body')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={reasonLabel} rules={[zodRule(bookingCancelInput.shape.reason, t, reasonLabel)]}>
          <Input.TextArea rows={3} placeholder={t('cancel.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
