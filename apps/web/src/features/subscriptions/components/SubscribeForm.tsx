import { MailOutlined } from '@ant-design/icons';
import { subscriptionCreateSchema } from '@sme/shared/schemas/subscriptions';
import type { SUBSCRIPTION_SOURCES } from '@sme/shared/schemas/subscriptions';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { zodRule } from '@/lib/forms/zod-rule';
import { useCreateSubscription } from '../api/create-subscription';
import styles from './SubscribeForm.module.css';

type Source = (typeof SUBSCRIPTION_SOURCES)[number];

/** The 400 answer's message for the email field, if the server named it. */
function emailIssue(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.data as { fields?: Array<{ field?: unknown; message?: unknown }> } | null)?.fields;
  const issue = Array.isArray(fields) ? fields.find((f) => f.field === 'email') : undefined;
  return typeof issue?.message === 'string' ? issue.message : null;
}

/**
 * The email subscription form. Double opt-in: after submitting, the visitor is told to confirm from the mail,
 * and nothing is sent to them until they do.
 */
export function SubscribeForm({ source }: { source: Source }) {
  const { t } = useTranslation('subscriptions');
  const [form] = Form.useForm<{ email: string }>();
  const create = useCreateSubscription();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; status: string } | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setFormError(null);
    try {
      const answer = await create.mutateAsync({ email: email.trim(), source });
      setDone({ email: email.trim(), status: answer.status });
    } catch (error) {
      const onField = emailIssue(error);
      if (onField) form.setFields([{ name: 'email', errors: [onField] }]);
      // 400 answers are silent in the client (spec section 8); other failures were already toasted.
      else if (error instanceof ApiError && error.status === 400) setFormError(error.message);
    }
  };

  if (done) {
    const confirmed = done.status === 'CONFIRMED';
    return (
      <Result
        className={styles.result}
        status={confirmed ? 'success' : 'info'}
        icon={<MailOutlined />}
        title={confirmed ? t('already.title') : t('pending.title')}
        subTitle={confirmed ? t('already.body', { email: done.email }) : t('pending.body', { email: done.email })}
        extra={<Button onClick={() => setDone(null)}>{t('pending.useAnother')}</Button>}
      />
    );
  }

  const label = t('form.emailLabel');
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} className={styles.form} noValidate requiredMark={false}>
      <Form.Item name="email" label={label} rules={[zodRule(subscriptionCreateSchema.shape.email, t, label)]}>
        <Input size="large" type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} placeholder={t('form.placeholder')} maxLength={254} />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} className={styles.alert} />}
      <Button type="primary" htmlType="submit" size="large" block loading={create.isPending}>
        {t('form.submit')}
      </Button>
      <p className={styles.consent}>
        {t('form.consent')} <Link to="/policy">{t('form.privacyLink')}</Link>
      </p>
    </Form>
  );
}
