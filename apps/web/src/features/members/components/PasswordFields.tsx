import { passwordField } from '@sme/shared/schemas/members';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/lib/forms/zod-rule';
import { confirmPasswordRule } from '../forms/account-rules';

/** A new password and the same password again (registration and reset). */
export function PasswordFields({ isReset = false }: { isReset?: boolean }) {
  const { t } = useTranslation('accounts');
  const label = t(isReset ? 'fields.newPassword' : 'fields.password');
  return (
    <>
      <Form.Item name="password" label={label} required rules={[zodRule(passwordField, t, label)]} extra={t('fields.passwordHint')}>
        <Input.Password size="large" autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')} required dependencies={['password']} rules={[confirmPasswordRule(t)]}>
        <Input.Password size="large" autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </>
  );
}
