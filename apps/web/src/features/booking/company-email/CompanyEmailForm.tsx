import { companyEmailStartInput, companyEmailVerifyInput, type CompanyEmailView } from '@sme/shared/schemas/booking';
import { Button, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useStartCompanyEmail, useVerifyCompanyEmail } from '@/lib/booking/company-email';
import { zodRule } from '@/lib/forms/zod-rule';
import { retryAfterSeconds, showCompanyEmailFailure } from './company-email-failure';
import styles from './CompanyEmail.module.css';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useFeedback } from '@/lib/ui/feedback';

interface CompanyEmailValues {
  email: string;
  code?: string;
}

/** The address with the send-code button beside it; `value`/`onChange`/`id` come from antd's Form.Item. */
function EmailInput({
  value,
  onChange,
  id,
  placeholder,
  action,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder: string;
  action: ReactNode;
}) {
  return (
    <div className={styles.fieldRow}>
      <Input
        id={id}
        size="large"
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {action}
    </div>
  );
}

interface CompanyEmailFormProps {
  /** The address verified before, when the member is replacing it (the form then offers to keep it). */
  current: string | null;
  onVerified: (view: CompanyEmailView) => void;
  onCancel: () => void;
}

/**
 * The company address with its "Send code" button, then the 6-digit code sent to it and "Verify". The code belongs
 * to the address it was sent to: editing the address hides the code field until a code is sent to the new one.
 */
export function CompanyEmailForm({ current, onVerified, onCancel }: CompanyEmailFormProps) {
  const { t } = useTranslation('bookingCompanyEmail');
  const { message } = useFeedback();
  const [form] = Form.useForm<CompanyEmailValues>();
  const start = useStartCompanyEmail();
  const verify = useVerifyCompanyEmail();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const typed = (Form.useWatch('email', form) ?? '').trim();
  const codeSent = sentTo !== null && typed === sentTo;

  const sendCode = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    const email = String(form.getFieldValue('email') ?? '').trim();
    try {
      const sent = await start.mutateAsync({ email });
      setSentTo(email);
      form.setFieldValue('code', '');
      countdown.start(sent.resendAfterSeconds);
      void message.success(t('form.sent', { email }));
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) countdown.start(wait);
      showCompanyEmailFailure(form, error, t, 'email');
    }
  };

  const verifyCode = async (code: string) => {
    if (!sentTo) return;
    try {
      onVerified(await verify.mutateAsync({ email: sentTo, code }));
    } catch (error) {
      showCompanyEmailFailure(form, error, t, 'code');
    }
  };

  // Enter sends the code while there is none for this address, and verifies once there is.
  const onFinish = ({ code }: CompanyEmailValues) => (codeSent && code ? verifyCode(code) : sendCode());

  const emailLabel = t('form.emailLabel');
  const codeLabel = t('form.codeLabel');
  let sendLabel = t('form.send');
  if (countdown.seconds > 0) sendLabel = t('form.resendIn', { seconds: countdown.seconds });
  else if (codeSent) sendLabel = t('form.resend');

  return (
    <section className={styles.card} aria-labelledby="company-email-form">
      <h2 id="company-email-form" className={styles.cardTitle}>
        {t(current ? 'form.changeTitle' : 'form.title')}
      </h2>
      <p className={styles.cardIntro}>{t('form.intro')}</p>
      <Form<CompanyEmailValues> name="companyEmail" form={form} layout="vertical" requiredMark={false} onFinish={onFinish} noValidate>
        <Form.Item name="email" label={emailLabel} required rules={[zodRule(companyEmailStartInput.shape.email, t, emailLabel)]}>
          <EmailInput
            placeholder={t('form.emailPlaceholder')}
            action={
              <Button size="large" className={styles.sideButton} onClick={() => void sendCode()} loading={start.isPending} disabled={countdown.seconds > 0}>
                {sendLabel}
              </Button>
            }
          />
        </Form.Item>
        {codeSent && (
          <div className={styles.codeStep}>
            <p className={styles.codeIntro}>
              <Trans t={t} i18nKey="form.codeIntro" values={{ email: sentTo }} components={{ strong: <strong /> }} />
            </p>
            <Form.Item
              name="code"
              label={codeLabel}
              normalize={(value: string) => value.replace(/\D/g, '')}
              rules={[zodRule(companyEmailVerifyInput.shape.code, t, codeLabel)]}
            >
              <Input
                size="large"
                autoFocus
                className={styles.codeInput}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t('form.codePlaceholder')}
              />
            </Form.Item>
          </div>
        )}
        {(codeSent || current) && (
          <div className={styles.actions}>
            {codeSent && (
              <Button type="primary" size="large" htmlType="submit" loading={verify.isPending}>
                {t('form.verify')}
              </Button>
            )}
            {current && (
              <Button size="large" type="text" onClick={onCancel}>
                {t('form.keep', { email: current })}
              </Button>
            )}
          </div>
        )}
      </Form>
    </section>
  );
}
