import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaInput, captchaRule } from '@/components/CaptchaInput';
import type { CaptchaChallenge } from '../hooks/use-captcha-challenge';

/** The image captcha, shown only once the server asked for it. */
export function CaptchaField({ challenge }: { challenge: CaptchaChallenge }) {
  const { t } = useTranslation('accounts');
  if (!challenge.required) return null;
  return (
    <Form.Item name="captcha" label={t('fields.captcha')} required rules={[captchaRule(t)]}>
      <CaptchaInput refreshSignal={challenge.refreshSignal} />
    </Form.Item>
  );
}
