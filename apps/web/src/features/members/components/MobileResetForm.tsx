import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { useResetPasswordByMobile } from '../api/reset-password-by-mobile';
import { placeFailure } from '../forms/form-failure';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCodeRequest } from '../hooks/use-code-request';
import styles from './AuthForms.module.css';
import { CaptchaField } from './CaptchaField';
import { CodeField } from './CodeField';
import { MobileField } from './MobileField';
import { PasswordFields } from './PasswordFields';

interface MobileResetValues {
  region: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['region', 'mobile', 'code', 'password', 'confirmPassword', 'captcha'] as const;

/** Set a new password with a code texted to the account's mobile number. */
export function MobileResetForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<MobileResetValues>();
  const reset = useResetPasswordByMobile();
  const challenge = useCaptchaChallenge();
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'mobile', purpose: 'RESET_PASSWORD', challenge, onFailure: report });

  const onFinish = async ({ region, mobile, code, password, confirmPassword, captcha }: MobileResetValues) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ region, mobile: mobile.trim(), code, password, confirmPassword, ...challenge.fields(captcha) });
      onDone();
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  return (
    <Form<MobileResetValues>
      name="mobileReset"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ region: 'HK' }}
      onFinish={onFinish}
      noValidate
    >
      <MobileField formName="mobileReset" />
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
