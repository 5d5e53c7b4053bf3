import { toMinor } from '@sme/shared/money';
import { type ConsoleSpecialOrderView, QUOTE_NOTE_MAX_LENGTH, specialOrderQuoteForm } from '@sme/shared/schemas/console-special-orders';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { zodMessage, zodRule } from '@/lib/forms/zod-rule';
import { useCurrencies } from '@/lib/currency/get-currencies';
import { useQuoteSpecialOrder } from '../api/answer-special-order';
import { ActionDialog } from '../../../shell/ActionDialog';
import { hkToday } from '@sme/shared/hk-day';
import formStyles from '../../../kit/ConsoleForm.module.css';

interface QuoteValues {
  amount: string;
  currency: string;
  validUntil: Dayjs;
  note?: string;
}

const day = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/** The amount typed as a decimal, in minor units of the currency (exact, never through a float); null when unreadable. */
function amountMinor(text: string | undefined, currency: string): number | null {
  try {
    return toMinor((text ?? '').trim(), currency);
  } catch {
    return null;
  }
}

/** Quote a request: price, currency, valid until (today or later, Hong Kong time) and a note; the requester is mailed. */
export function QuoteDialog({ request, open, onClose }: { request: ConsoleSpecialOrderView; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('consoleSpecialOrders');
  const [form] = Form.useForm<QuoteValues>();
  const currencies = useCurrencies();
  const currency = Form.useWatch('currency', form) ?? 'HKD';
  const quote = useQuoteSpecialOrder();
  const shape = specialOrderQuoteForm.shape;

  const amountRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const minor = amountMinor(value, currency);
      const problem = minor === null ? t('quote.amountRule') : zodMessage(shape.amountMinor, minor, t, t('quote.amount'));
      if (problem) throw new Error(problem);
    },
  };
  const validUntilRule = {
    validator: async (_: unknown, value: Dayjs | null) => {
      const problem = zodMessage(shape.validUntil, day(value), t, t('quote.validUntil'));
      if (problem) throw new Error(problem);
    },
  };

  return (
    <ActionDialog<QuoteValues>
      open={open}
      form={form}
      onClose={onClose}
      title={t('quote.title')}
      description={t('quote.body', { reference: request.reference, email: request.email })}
      okText={t('quote.ok')}
      initialValues={{ currency: 'HKD' }}
      onSubmit={(v) =>
        quote.mutateAsync({
          id: request.id,
          amountMinor: amountMinor(v.amount, v.currency) ?? 0,
          currency: v.currency,
          validUntil: day(v.validUntil) ?? '',
          ...(v.note?.trim() ? { note: v.note.trim() } : {}),
        })
      }
    >
      <Form.Item name="currency" label={t('quote.currency')} required rules={[zodRule(shape.currency, t, t('quote.currency'))]}>
        <Select
          loading={currencies.isPending}
          showSearch
          options={(currencies.data ?? [{ code: 'HKD', name: 'HKD' }]).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('quote.amount')} required rules={[amountRule]} dependencies={['currency']}>
        <Input inputMode="decimal" prefix={currency} />
      </Form.Item>
      <Form.Item name="validUntil" label={t('quote.validUntil')} required rules={[validUntilRule]}>
        <DatePicker className={formStyles.fill} disabledDate={(d) => (day(d) ?? '') < hkToday()} />
      </Form.Item>
      <Form.Item name="note" label={t('quote.note')} rules={[zodRule(shape.note, t, t('quote.note'))]}>
        <Input.TextArea rows={3} maxLength={QUOTE_NOTE_MAX_LENGTH} showCount />
      </Form.Item>
    </ActionDialog>
  );
}
