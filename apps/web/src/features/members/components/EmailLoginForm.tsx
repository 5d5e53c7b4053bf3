import { emailLoginSchema } from '@sme/shared/schemas/members';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { zodRule } from '@/lib/forms/zod-rule';
import { useEmailLogin } from '../api/email-login';
import { placeFailure } from '../forms/form-failure';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './AuthForms.module.css';
import { CaptchaField } from './CaptchaField';
import { TermsCheckbox } from './TermsCheckbox';

interface EmailLoginValues {
  email: string;
  password: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['email', 'password', 'captcha'] as const;

/** Props shared by the two sign-in forms: the terms tick lives on the page, so it also gates the social button. */
export interface LoginFormProps {
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
}

/** Sign in with email and password. */
export function EmailLoginForm({ termsAccepted, onTermsChange }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<EmailLoginValues>();
  const login = useEmailLogin();
  const challenge = useCaptchaChallenge();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = async ({ email, password, captcha }: EmailLoginValues) => {
    setFormError(null);
    try {
      completeSignIn(await login.mutateAsync({ email: email.trim(), password, terms: true, ...challenge.fields(captcha) }));
    } catch (error) {
      challenge.afterAttempt(error);
      setFormError(placeFailure(form, error, t, FIELDS));
    }
  };

  const shape = emailLoginSchema.shape;
  return (
    <Form<EmailLoginValues> name="emailLogin" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
      <Form.Item name="email" label={t('fields.email')} rules={[zodRule(shape.email, t, t('fields.email'))]}>
        <Input size="large" type="email" autoComplete="email" maxLength={254} placeholder={t('fields.emailPlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={[zodRule(shape.password, t, t('fields.password'))]}>
        <Input.Password size="large" autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <div className={styles.linkRow}>
        <Link to="/forgetpwd">{t('login.forgot')}</Link>
      </div>
      <CaptchaField challenge={challenge} />
      <div className={styles.terms}>
        <TermsCheckbox checked={termsAccepted} onChange={(event) => onTermsChange(event.target.checked)} />
      </div>
      {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
      <Button type="primary" htmlType="submit" size="large" block disabled={!termsAccepted} loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
