import { DISABLE_REASON_MAX_LENGTH, type ConsoleMemberView, consoleMemberDisableInput } from '@sme/shared/schemas/console-members';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { zodRule } from '@/lib/forms/zod-rule';
import { useDisableMember } from '../api/set-member-disabled';

/** Confirms disabling a member, with the reason the server keeps and audits; a refusal stays in the dialog. */
export function DisableMemberDialog({ member, open, onClose }: { member: ConsoleMemberView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consoleMembers');
  const [form] = Form.useForm<{ reason: string }>();
  const disable = useDisableMember();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    setRefusal(null);
    try {
      await disable.mutateAsync({ id: member.id, reason: reason.trim() });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t('failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('disable.title')}
      okText={t('disable.ok')}
      cancelText={t('back')}
      okButtonProps={{ danger: true, loading: disable.isPending, htmlType: 'submit', form: 'disable-member-form' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setRefusal(null)}
    >
      <Typography.Paragraph>{t('disable.body', { name: member.displayName || member.memberNo })}</Typography.Paragraph>
      <Form id="disable-member-form" form={form} layout="vertical" onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item name="reason" label={t('disable.reason')} required rules={[zodRule(consoleMemberDisableInput.shape.reason, t, t('disable.reason'))]}>
          <Input.TextArea rows={3} maxLength={DISABLE_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
    </Modal>
  );
}
