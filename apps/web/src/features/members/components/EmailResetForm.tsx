import { emailField } from '@sme/shared/schemas/fields';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { zodRule } from '@/lib/forms/zod-rule';
import { useResetPasswordByEmail } from '../api/reset-password-by-email';
import { placeFailure } from '../forms/form-failure';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeRequest } from '../hooks/use-code-request';
import styles from './AuthForms.module.css';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import { PasswordFields } from './PasswordFields';

interface EmailResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['email', 'code', 'password', 'confirmPassword', 'captcha'] as const;

/** Set a new password with a code mailed to the account's address. */
export function EmailResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<EmailResetValues>();
  const reset = useResetPasswordByEmail();
  const challenge = useCaptchaChallenge();
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'email', purpose: 'RESET_PASSWORD', challenge, onFailure: report });

  const onFinish = async ({ email, code, password, confirmPassword, captcha }: EmailResetValues) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ email: email.trim(), code, password, confirmPassword, ...challenge.fields(captcha) });
      onDone();
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  const emailLabel = t('fields.email');
  return (
    <Form<EmailResetValues> name="emailReset" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
      <Form.Item name="email" label={emailLabel} rules={[zodRule(emailField, t, emailLabel)]}>
        <Input size="large" type="email" autoComplete="email" maxLength={254} placeholder={t('fields.emailPlaceholder')} />
      </Form.Item>
      <CodeField onSend={sendCode} />
      <CaptchaField challenge={challenge} />
      <PasswordFields isReset />
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </Form>
  );
}
