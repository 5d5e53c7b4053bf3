import { Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RegionCodeSelect } from '@/components/RegionCodeSelect';
import { mobileRule } from '../forms/account-rules';

/** Props of MobileField. */
export interface MobileFieldProps {
  /** The Form's name, which prefixes the input ids (so the label points at the number). */
  formName: string;
  label?: string;
  /** A problem found outside the rules (the number is already registered), shown in place of the rule messages. */
  problem?: ReactNode;
}

/** The form's `region` and `mobile` fields side by side; the number is checked against the region. */
export function MobileField({ formName, label, problem }: MobileFieldProps) {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item
      label={label ?? t('fields.mobile')}
      required
      htmlFor={`${formName}_mobile`}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? undefined}
    >
      <Space.Compact block>
        <Form.Item name="region" noStyle>
          <RegionCodeSelect />
        </Form.Item>
        <Form.Item name="mobile" noStyle rules={[mobileRule(t)]} dependencies={['region']}>
          <Input size="large" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={32} placeholder={t('fields.mobilePlaceholder')} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
