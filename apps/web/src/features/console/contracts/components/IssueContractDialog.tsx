import { toMinor } from '@sme/shared/money';
import { CONTRACT_CURRENCY, type ConsoleContractIssueInput, consoleContractIssueInput } from '@sme/shared/schemas/contracts';
import { Alert, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { zodMessage, zodRule } from '@/lib/forms/zod-rule';
import { useIssueContract } from '../api/issue-contract';
import { hkToday } from '@sme/shared/hk-day';
import formStyles from '../../kit/ConsoleForm.module.css';
import { useFeedback } from '@/lib/ui/feedback';
import { NumberInput } from '@/components/ui/NumberInput';

const DAY = 'YYYY-MM-DD';
const fields = consoleContractIssueInput.shape;

/**
 * The form's values. commissionBps holds a percentage and monthlyFeeMinor an amount in dollars while typed (named
 * like the server's fields so its 400 answers land on them); submit converts both to integers.
 */
interface IssueFormValues {
  titleEn: string;
  titleZh: string;
  termsEn: string;
  termsZh: string;
  commissionBps: number | null;
  settlementDays: number | null;
  monthlyFeeMinor: string;
  effectiveFrom: Dayjs | null;
}
const FORM_FIELDS = ['titleEn', 'titleZh', 'termsEn', 'termsZh', 'commissionBps', 'settlementDays', 'monthlyFeeMinor', 'effectiveFrom'];

/** An amount in dollars as minor units (exactly, never through a float), or null when it is not 0 or more. */
function feeMinor(text: string | undefined): number | null {
  try {
    const minor = toMinor((text ?? '').trim() || 'x', CONTRACT_CURRENCY);
    return minor >= 0 ? minor : null;
  } catch {
    return null;
  }
}

/** A percentage with at most 2 decimals as basis points. */
const bpsOf = (percent: number | null) => (percent === null ? Number.NaN : Math.round(percent * 100));

/** Admins issue a merchant's next contract version; every field is checked with the shared schema the server uses. */
export function IssueContractDialog({ merchantId, open, onClose }: { merchantId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consoleContracts');
  const { message } = useFeedback();
  const [form] = Form.useForm<IssueFormValues>();
  const issuing = useIssueContract();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const v = await form.validateFields();
    const body: ConsoleContractIssueInput = {
      merchantId,
      titleEn: v.titleEn,
      titleZh: v.titleZh,
      termsEn: v.termsEn,
      termsZh: v.termsZh,
      commissionBps: bpsOf(v.commissionBps),
      settlementDays: v.settlementDays ?? Number.NaN,
      monthlyFeeMinor: feeMinor(v.monthlyFeeMinor) ?? Number.NaN,
      effectiveFrom: v.effectiveFrom?.format(DAY) ?? '',
    };
    setProblem(null);
    issuing.mutate(body, {
      onSuccess: (issued) => {
        void message.success(t('issue.done', { version: issued.version }));
        onClose();
      },
      onError: (err) => setProblem(applyServerErrors(form, err, FORM_FIELDS)),
    });
  };

  const label = (key: string) => t(`issue.${key}`);
  return (
    <Modal
      open={open}
      title={t('issue.title')}
      okText={t('issue.submit')}
      cancelText={t('issue.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={issuing.isPending}
      width={760}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('issue.intro')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} className={formStyles.notice} />}
      <Form<IssueFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ settlementDays: 7, commissionBps: 2.5, monthlyFeeMinor: '0', effectiveFrom: dayjs(hkToday()) }}
      >
        <Form.Item name="titleEn" label={label('titleEn')} required rules={[zodRule(fields.titleEn, t, label('titleEn'))]}>
          <Input />
        </Form.Item>
        <Form.Item name="titleZh" label={label('titleZh')} required rules={[zodRule(fields.titleZh, t, label('titleZh'))]}>
          <Input />
        </Form.Item>
        <Form.Item name="termsEn" label={label('termsEn')} extra={t('issue.termsHint')} required rules={[zodRule(fields.termsEn, t, label('termsEn'))]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item name="termsZh" label={label('termsZh')} required rules={[zodRule(fields.termsZh, t, label('termsZh'))]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Form.Item
          name="commissionBps"
          label={label('commissionPercent')}
          required
          rules={[{ validator: async (_, v: number | null) => rejectWith(zodMessage(fields.commissionBps, bpsOf(v ?? null), t, label('commissionPercent'))) }]}
        >
          <NumberInput min={0} max={100} precision={2} step={0.5} className={formStyles.short} />
        </Form.Item>
        <Form.Item name="settlementDays" label={label('settlementDays')} required rules={[zodRule(fields.settlementDays, t, label('settlementDays'))]}>
          <NumberInput min={0} max={90} precision={0} className={formStyles.short} />
        </Form.Item>
        <Form.Item
          name="monthlyFeeMinor"
          label={label('monthlyFee')}
          required
          rules={[{ validator: async (_, v: string | undefined) => rejectWith(feeMinor(v) === null ? t('issue.monthlyFeeRule') : null) }]}
        >
          <Input inputMode="decimal" prefix={CONTRACT_CURRENCY} className={formStyles.short} />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label={label('effectiveFrom')}
          required
          rules={[{ validator: async (_, v: Dayjs | null) => rejectWith(zodMessage(fields.effectiveFrom, v?.format(DAY) ?? '', t, label('effectiveFrom'))) }]}
        >
          <DatePicker disabledDate={(d) => d.format(DAY) < hkToday()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A validator's answer: reject with the message, or pass. */
function rejectWith(message: string | null): Promise<void> {
  return message ? Promise.reject(new Error(message)) : Promise.resolve();
}
