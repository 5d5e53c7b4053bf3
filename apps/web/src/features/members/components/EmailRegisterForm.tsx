import { emailField } from '@sme/shared/schemas/fields';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { zodRule } from '@/lib/forms/zod-rule';
import { useEmailRegister } from '../api/email-register';
import { placeFailure } from '../forms/form-failure';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeRequest } from '../hooks/use-code-request';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useEmailTaken } from '../hooks/use-taken-check';
import styles from './AuthForms.module.css';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import { PasswordFields } from './PasswordFields';
import { TakenHint } from './TakenHint';
import { TermsCheckbox } from './TermsCheckbox';
import { useFeedback } from '@/lib/ui/feedback';

interface EmailRegisterValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  terms?: boolean;
  captcha?: CaptchaValue;
}

const FIELDS = ['email', 'code', 'password', 'confirmPassword', 'captcha'] as const;

/** Create an account with an email address, a mailed code and a password; signs the new member in. */
export function EmailRegisterForm() {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const [form] = Form.useForm<EmailRegisterValues>();
  const register = useEmailRegister();
  const challenge = useCaptchaChallenge();
  const completeSignIn = useCompleteSignIn();
  const taken = useEmailTaken(form);
  const termsAccepted = Form.useWatch('terms', form) === true;
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'email', purpose: 'REGISTER', challenge, onFailure: report });

  const onFinish = async ({ email, code, password, confirmPassword, captcha }: EmailRegisterValues) => {
    if (taken) return;
    setFormError(null);
    try {
      completeSignIn(await register.mutateAsync({ email: email.trim(), code, password, confirmPassword, terms: true, ...challenge.fields(captcha) }));
      void message.success(t('register.welcome'));
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  const emailLabel = t('fields.email');
  return (
    <Form<EmailRegisterValues> name="emailRegister" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
      <Form.Item
        name="email"
        label={emailLabel}
        rules={[zodRule(emailField, t, emailLabel)]}
        {...(taken ? { validateStatus: 'error' as const, help: <TakenHint channel="email" /> } : {})}
      >
        <Input size="large" type="email" autoComplete="email" maxLength={254} placeholder={t('fields.emailPlaceholder')} />
      </Form.Item>
      <CodeField onSend={() => (taken ? Promise.resolve(null) : sendCode())} />
      <CaptchaField challenge={challenge} />
      <PasswordFields />
      <Form.Item name="terms" valuePropName="checked" className={styles.terms}>
        <TermsCheckbox />
      </Form.Item>
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" block disabled={!termsAccepted} loading={register.isPending}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}
