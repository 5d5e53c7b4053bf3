import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { useMobileLogin } from '../api/mobile-login';
import { placeFailure } from '../forms/form-failure';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeRequest } from '../hooks/use-code-request';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './AuthForms.module.css';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import type { LoginFormProps } from './EmailLoginForm';
import { MobileField } from './MobileField';
import { TermsCheckbox } from './TermsCheckbox';

interface MobileLoginValues {
  region: string;
  mobile: string;
  code: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['region', 'mobile', 'code', 'captcha'] as const;

/** Sign in with a mobile number and a one-time code texted to it. */
export function MobileLoginForm({ termsAccepted, onTermsChange }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<MobileLoginValues>();
  const login = useMobileLogin();
  const challenge = useCaptchaChallenge();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'mobile', purpose: 'LOGIN', challenge, onFailure: report });

  const onFinish = async ({ region, mobile, code, captcha }: MobileLoginValues) => {
    setFormError(null);
    try {
      completeSignIn(await login.mutateAsync({ region, mobile: mobile.trim(), code, terms: true, ...challenge.fields(captcha) }));
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  return (
    <Form<MobileLoginValues>
      name="mobileLogin"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ region: 'HK' }}
      onFinish={onFinish}
      noValidate
    >
      <MobileField formName="mobileLogin" />
      <CodeField onSend={sendCode} />
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
