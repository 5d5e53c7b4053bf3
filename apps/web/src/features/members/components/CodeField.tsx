import { otpField } from '@sme/shared/schemas/members';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { CodeInput } from './CodeInput';

/** The form's `code` field: the one-time code and the button that sends it. */
export function CodeField({ onSend }: { onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('accounts');
  const label = t('fields.code');
  return (
    <Form.Item name="code" label={label} required rules={[zodRule(otpField, t, label)]}>
      <CodeInput onSend={onSend} />
    </Form.Item>
  );
}
