import { emailField } from '@sme/shared/schemas/fields';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaValue } from '@/components/CaptchaInput';
import { zodRule } from '@/lib/forms/zod-rule';
import { useRebindEmail } from '../../api/rebind-email';
import { placeFailure } from '../../forms/form-failure';
import { useCaptchaChallenge } from '../../hooks/use-captcha-challenge';
import { useCodeRequest } from '../../hooks/use-code-request';
import styles from '../AuthForms.module.css';
import { CaptchaField } from '../CaptchaField';
import { CodeField } from '../CodeField';
import { useFeedback } from '@/lib/ui/feedback';

interface ChangeEmailValues {
  email: string;
  code: string;
  captcha?: CaptchaValue;
}

const FIELDS = ['email', 'code', 'captcha'] as const;

/** Add or change the account's email: a code goes to the NEW address, which proves it is the member's. */
export function ChangeEmailDialog({ hasEmail, onClose }: { hasEmail: boolean; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangeEmailValues>();
  const rebind = useRebindEmail();
  const challenge = useCaptchaChallenge();
  const [formError, setFormError] = useState<string | null>(null);
  const report = (error: unknown) => setFormError(placeFailure(form, error, t, FIELDS));
  const sendCode = useCodeRequest({ form, channel: 'email', purpose: 'REBIND', challenge, onFailure: report });

  const onFinish = async ({ email, code, captcha }: ChangeEmailValues) => {
    setFormError(null);
    try {
      await rebind.mutateAsync({ email: email.trim(), code, ...challenge.fields(captcha) });
      void message.success(t('profile.emailSaved'));
      onClose();
    } catch (error) {
      challenge.afterAttempt(error);
      report(error);
    }
  };

  const label = t('profile.newEmail');
  return (
    <Modal open title={t(hasEmail ? 'profile.changeEmail' : 'profile.addEmail')} onCancel={onClose} footer={null} width={520}>
      <p className={styles.dialogIntro}>{t('profile.emailIntro')}</p>
      <Form<ChangeEmailValues> name="changeEmail" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
        <Form.Item name="email" label={label} rules={[zodRule(emailField, t, label)]}>
          <Input size="large" type="email" autoComplete="email" maxLength={254} placeholder={t('fields.emailPlaceholder')} />
        </Form.Item>
        <CodeField onSend={sendCode} />
        <CaptchaField challenge={challenge} />
        {formError && <Alert className={styles.alert} type="error" showIcon title={formError} />}
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('profile.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={rebind.isPending}>
            {t('profile.confirm')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
