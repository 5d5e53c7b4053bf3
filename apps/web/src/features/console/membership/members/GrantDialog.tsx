import { MEMBERSHIP_TIERS, type MembershipTier } from '@sme/shared/membership-plans';
import { type ConsoleMembershipGrantInput, consoleMembershipGrantInput } from '@sme/shared/schemas/membership';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodRule } from '@/lib/forms/zod-rule';
import { useGrantMembership } from '../api/grant-membership';
import formStyles from '../../kit/ConsoleForm.module.css';
import { useFeedback } from '@/lib/ui/feedback';
import { NumberInput } from '@/components/ui/NumberInput';

/** What staff do to a member's membership: grant a tier for months, extend what is held by days, or end it. */
export type GrantAction = ConsoleMembershipGrantInput['action'];

interface Values {
  tier?: MembershipTier;
  months?: number;
  days?: number;
  reason: string;
}
const FIELDS = ['tier', 'months', 'days', 'reason'];
const [grantSchema, extendSchema] = consoleMembershipGrantInput.options;
const FORM_ID = 'membership-grant-form';

/** The body of one action, from the form's values. */
function inputOf(action: GrantAction, memberId: string, v: Values): ConsoleMembershipGrantInput {
  const reason = v.reason.trim();
  if (action === 'GRANT') return { action, memberId, tier: v.tier ?? 'SILVER', months: v.months ?? 1, reason };
  if (action === 'EXTEND') return { action, memberId, days: v.days ?? 1, reason };
  return { action, memberId, reason };
}

/** Grant, extend or end a member's membership, always with a reason the server audits; a refusal stays in the dialog. */
export function GrantDialog({ memberId, action, onClose }: { memberId: string; action: GrantAction; onClose: () => void }) {
  const { t } = useTranslation('consoleMembership');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const grant = useGrantMembership();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await grant.mutateAsync(inputOf(action, memberId, values));
      void message.success(t('grant.done'));
      onClose();
    } catch (error) {
      // Field problems land on their fields; anything else (nothing held to extend, member gone) is said here.
      if (!(error instanceof ApiError)) setRefusal(t('grant.failed'));
      else if (error.code === 400) setRefusal(applyServerErrors(form, error, FIELDS));
      else setRefusal(error.message);
    }
  };

  const label = (key: string) => t(`grant.${key}`);
  return (
    <Modal
      open
      title={t(`grant.${action}.title`)}
      okText={t(`grant.${action}.ok`)}
      cancelText={label('cancel')}
      okButtonProps={{ danger: action === 'END', loading: grant.isPending, htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`grant.${action}.body`)}</Typography.Paragraph>
      <Form<Values> id={FORM_ID} form={form} layout="vertical" initialValues={{ tier: 'SILVER', months: 1, days: 30 }} onFinish={(v) => void submit(v)}>
        {action === 'GRANT' && (
          <>
            <Form.Item name="tier" label={label('tier')} required rules={[zodRule(grantSchema.shape.tier, t, label('tier'))]}>
              <Select options={MEMBERSHIP_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))} className={formStyles.short} />
            </Form.Item>
            <Form.Item name="months" label={label('months')} required rules={[zodRule(grantSchema.shape.months, t, label('months'))]}>
              <NumberInput min={1} max={36} precision={0} className={formStyles.short} />
            </Form.Item>
          </>
        )}
        {action === 'EXTEND' && (
          <Form.Item name="days" label={label('days')} required rules={[zodRule(extendSchema.shape.days, t, label('days'))]}>
            <NumberInput min={1} max={366} precision={0} className={formStyles.short} />
          </Form.Item>
        )}
        <Form.Item name="reason" label={label('reason')} required rules={[zodRule(grantSchema.shape.reason, t, label('reason'))]}>
          <Input.TextArea rows={3} maxLength={300} showCount />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" />}
    </Modal>
  );
}
