import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { useMobileRegister } from '../api/mobile-register';
import { placeFailure } from '../forms/form-failure';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeRequest } from '../hooks/use-code-request';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useMobileTaken } from '../hooks/use-taken-check';
import styles from './AuthForms.module.css';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import { MobileField } from './MobileField';
import { PasswordFields } from './PasswordFields';
import { TakenHint } from './TakenHint';
import { TermsCheckbox } from './TermsCheckbox';
import { useFeedback } from '@/lib/ui/feedback';

interface MobileRegisterValues {
  region: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  terms?: boolean;
  captcha?: CaptchaValue;
}

const FIELDS = ['region', 'mobile', 'code', 'password', 'confirmPassword', 'captcha'] as const;

/** Create an account with a mobile number, a texted code and a password; signs the new member in. */
export function MobileRegisterForm() {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const [form] = Form.useForm<MobileRegisterValues>();
  const register = useMobileRegister();
  const challenge = useCaptchaChallenge();
  const completeSignIn = useCompleteSignIn();
  const taken = useMobileTaken(form);
  const termsAccepted = Form.useWatch('terms', form) === true;
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'mobile', purpose: 'REGISTER', challenge, onFailure: report });

  const onFinish = async ({ region, mobile, code, password, confirmPassword, captcha }: MobileRegisterValues) => {
    if (taken) return;
    setFormError(null);
    try {
      completeSignIn(await register.mutateAsync({ region, mobile: mobile.trim(), code, password, confirmPassword, terms: true, ...challenge.fields(captcha) }));
      void message.success(t('register.welcome'));
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  return (
    <Form<MobileRegisterValues>
      name="mobileRegister"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ region: 'HK' }}
      onFinish={onFinish}
      noValidate
    >
      <MobileField formName="mobileRegister" problem={taken ? <TakenHint channel="mobile" /> : undefined} />
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
