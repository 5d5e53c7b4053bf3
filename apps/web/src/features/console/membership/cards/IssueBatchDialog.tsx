import { hkToday } from '@sme/shared/hk-day';
import { MEMBERSHIP_TIERS, type MembershipTier } from '@sme/shared/membership-plans';
import { CARD_BATCH_MAX, type IssuedBatchView, cardBatchInput } from '@sme/shared/schemas/membership';
import { Alert, DatePicker, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodMessage, zodRule } from '@/lib/forms/zod-rule';
import { useIssueCardBatch } from '../api/issue-card-batch';
import formStyles from '../../kit/ConsoleForm.module.css';
import { NumberInput } from '@/components/ui/NumberInput';

interface Values {
  tier: MembershipTier;
  durationMonths: number;
  quantity: number;
  validUntil: Dayjs | null;
  note?: string;
}
const DAY = 'YYYY-MM-DD';
const FIELDS = ['tier', 'durationMonths', 'quantity', 'validUntil', 'note'];
const shape = cardBatchInput.shape;

/** Issue a batch of membership cards; the answer (with the codes in clear) goes to `onIssued`, the only place they appear. */
export function IssueBatchDialog({ onIssued, onClose }: { onIssued: (issued: IssuedBatchView) => void; onClose: () => void }) {
  const { t } = useTranslation('consoleMembership');
  const [form] = Form.useForm<Values>();
  const issue = useIssueCardBatch();
  const [problem, setProblem] = useState<string | null>(null);
  const label = (key: string) => t(`cards.${key}`);

  const submit = (v: Values) => {
    setProblem(null);
    const note = v.note?.trim();
    issue.mutate(
      { tier: v.tier, durationMonths: v.durationMonths, quantity: v.quantity, validUntil: v.validUntil?.format(DAY) ?? '', ...(note ? { note } : {}) },
      { onSuccess: onIssued, onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)) },
    );
  };

  return (
    <Modal
      open
      title={label('issueTitle')}
      okText={label('submit')}
      cancelText={label('cancel')}
      confirmLoading={issue.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{label('issueIntro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ tier: 'SILVER', durationMonths: 12, quantity: 10, validUntil: dayjs(hkToday()).add(1, 'year') }}
        onFinish={submit}
      >
        <Form.Item name="tier" label={label('tier')} required rules={[zodRule(shape.tier, t, label('tier'))]}>
          <Select options={MEMBERSHIP_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))} className={formStyles.short} />
        </Form.Item>
        <Form.Item name="durationMonths" label={label('durationMonths')} required rules={[zodRule(shape.durationMonths, t, label('durationMonths'))]}>
          <NumberInput min={1} max={36} precision={0} className={formStyles.short} />
        </Form.Item>
        <Form.Item name="quantity" label={label('quantity')} required rules={[zodRule(shape.quantity, t, label('quantity'))]}>
          <NumberInput min={1} max={CARD_BATCH_MAX} precision={0} className={formStyles.short} />
        </Form.Item>
        <Form.Item
          name="validUntil"
          label={label('validUntil')}
          required
          rules={[
            {
              validator: async (_, v: Dayjs | null) => {
                const message = v
                  ? zodMessage(shape.validUntil, v.format(DAY), t, label('validUntil'))
                  : t('server:validation.required', { field: label('validUntil') });
                if (message) throw new Error(message);
              },
            },
          ]}
        >
          <DatePicker disabledDate={(d) => d.format(DAY) < hkToday()} className={formStyles.short} />
        </Form.Item>
        <Form.Item name="note" label={label('note')} rules={[zodRule(shape.note, t, label('note'))]}>
          <Input maxLength={200} />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      </Form>
    </Modal>
  );
}
