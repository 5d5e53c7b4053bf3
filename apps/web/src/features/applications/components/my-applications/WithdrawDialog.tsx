import { applicationWithdrawInput } from '@sme/shared/schemas/applications';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { zodRule } from '@/lib/forms/zod-rule';
import { feedback } from '@/lib/ui/feedback';
import { useWithdrawApplication } from '../../api/withdraw-application';

/** Longest reason the shared contract takes. */
const REASON_MAX = 500;

/** Props of WithdrawDialog. */
export interface WithdrawDialogProps {
  application: { id: string; reference: string };
  open: boolean;
  onClose: () => void;
}

/** Confirms withdrawing an application, with an optional reason for the reviewers; a refusal stays in the dialog. */
export function WithdrawDialog({ application, open, onClose }: WithdrawDialogProps) {
  const { t } = useTranslation('myApplications');
  const [form] = Form.useForm<{ reason?: string }>();
  const withdraw = useWithdrawApplication();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async ({ reason }: { reason?: string }) => {
    setRefusal(null);
    try {
      await withdraw.mutateAsync({ id: application.id, reason: reason?.trim() || undefined });
      void feedback().message.success(t('actions.withdraw.done'));
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('detail.loadFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('actions.withdraw.title')}
      okText={t('actions.withdraw.ok')}
      cancelText={t('actions.keep')}
      okButtonProps={{ danger: true, loading: withdraw.isPending, htmlType: 'submit', form: 'withdraw-application-form' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Typography.Paragraph>{t('actions.withdraw.body', { reference: application.reference })}</Typography.Paragraph>
      <Form id="withdraw-application-form" form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item name="reason" label={t('actions.withdraw.reason')} rules={[zodRule(applicationWithdrawInput.shape.reason, t, t('actions.withdraw.reason'))]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('actions.withdraw.reasonPlaceholder')} />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
    </Modal>
  );
}
