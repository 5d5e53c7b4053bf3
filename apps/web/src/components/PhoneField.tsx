import { normaliseMobile } from '@sme/shared/schemas/phone';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionCodeSelect } from './RegionCodeSelect';

/** Props of PhoneField. */
export interface PhoneFieldProps {
  /** The Form's name, which prefixes the input ids (so the label points at the number). */
  formName: string;
  label: string;
  /** Shown when the number is left empty (each form words it for what it asks). */
  requiredMessage: string;
}

/**
 * A form's `regionCode` and `phone` fields side by side, the number checked against the chosen region with the
 * shared libphonenumber rule (spec section 5) — the same check the server makes before storing it in E.164.
 */
export function PhoneField({ formName, label, requiredMessage }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required htmlFor={`${formName}_phone`}>
      <Space.Compact block>
        <Form.Item name="regionCode" noStyle>
          <RegionCodeSelect />
        </Form.Item>
        <Form.Item
          name="phone"
          noStyle
          dependencies={['regionCode']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (typeof value !== 'string' || value.trim() === '') throw new Error(requiredMessage);
                if (!normaliseMobile(String(getFieldValue('regionCode') ?? ''), value)) throw new Error(t('server:validation.phoneInvalid'));
              },
            }),
          ]}
        >
          <Input id={`${formName}_phone`} size="large" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={32} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
