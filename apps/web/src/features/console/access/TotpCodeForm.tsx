import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useVerifyMfa } from './api/verify-mfa';
import styles from './TotpCodeForm.module.css';

/** The six digits an authenticator app shows (RFC 6238 default). */
const CODE_PATTERN = /^\d{6}$/;

/** The 6-digit code field: a wrong, reused or rate-limited code is said under the field with the server's words. */
export function TotpCodeForm({ submitLabel }: { submitLabel: string }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ code: string }>();
  const verify = useVerifyMfa();
  const onFinish = ({ code }: { code: string }) =>
    verify.mutate(code.trim(), {
      onError: (error) => {
        form.setFields([{ name: 'code', value: '', errors: [error instanceof ApiError ? error.message : t('totp.failed')] }]);
      },
    });
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item
        name="code"
        label={t('totp.codeLabel')}
        rules={[{ required: true, pattern: CODE_PATTERN, message: t('totp.codeRule') }]}
        normalize={(v: string) => v.replace(/\D/g, '').slice(0, 6)}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" autoFocus className={styles.code} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
