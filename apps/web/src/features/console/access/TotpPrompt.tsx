import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccessFrame } from './AccessFrame';
import { TotpCodeForm } from './TotpCodeForm';

/** Staff with an authenticator: the code of this session's second factor. */
export function TotpPrompt() {
  const { t } = useTranslation('console');
  return (
    <AccessFrame title={t('totp.promptTitle')}>
      <Typography.Paragraph>{t('totp.promptBody')}</Typography.Paragraph>
      <TotpCodeForm submitLabel={t('totp.verify')} />
    </AccessFrame>
  );
}
