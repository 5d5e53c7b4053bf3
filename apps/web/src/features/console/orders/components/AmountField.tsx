import { toMinor } from '@sme/shared/money';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A positive amount typed as a decimal, or null: parsed exactly into minor units (never through a float). */
export function parseAmount(text: string | undefined, currency: string): number | null {
  try {
    const minor = toMinor(text ?? '', currency);
    return minor > 0 ? minor : null;
  } catch {
    return null;
  }
}

/** An amount field in the order's currency; `optional` leaves it blank for "everything". */
export function AmountField({ name, label, currency, optional = false }: { name: string; label: string; currency: string; optional?: boolean }) {
  const { t } = useTranslation('console');
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        {
          validator: (_, value: string | undefined) =>
            (optional && !value) || parseAmount(value, currency) !== null ? Promise.resolve() : Promise.reject(new Error(t('actions.amountRule'))),
        },
      ]}
    >
      <Input inputMode="decimal" prefix={currency} />
    </Form.Item>
  );
}
