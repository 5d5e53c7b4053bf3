import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { useMfaEnrolment, useRenewMfaEnrolment } from './api/enrol-mfa';
import { AccessFrame } from './AccessFrame';
import { TotpCodeForm } from './TotpCodeForm';
import formStyles from '../kit/ConsoleForm.module.css';
import styles from './TotpEnrolment.module.css';

/** The otpauth link drawn as an SVG QR code (no canvas needed). */
function qrSvg(value: string): Promise<string> {
  return QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/**
 * A staff member without a confirmed second factor: scan (or type) the pending TOTP secret into an authenticator app,
 * then prove it with a code. The secret stays the same across visits; a new one only on the explicit action.
 */
export function TotpEnrolment() {
  const { t } = useTranslation('console');
  const enrolment = useMfaEnrolment();
  const renew = useRenewMfaEnrolment();
  const url = enrolment.data?.otpauthUrl ?? '';
  const svg = useQuery({ queryKey: ['console-totp-qr', url], queryFn: () => qrSvg(url), enabled: Boolean(url), staleTime: Infinity });
  return (
    <AccessFrame title={t('totp.enrolTitle')}>
      <Typography.Paragraph>{t('totp.enrolBody')}</Typography.Paragraph>
      {enrolment.isError ? (
        <Alert type="error" showIcon title={enrolment.error.message} />
      ) : (
        <Flex vertical align="center" gap={8} className={formStyles.notice}>
          {svg.data ? (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`} alt={t('totp.qrAlt')} width={200} height={200} />
          ) : (
            <Skeleton.Node active className={styles.qr} />
          )}
          <Typography.Text type="secondary">{t('totp.secretLabel')}</Typography.Text>
          {enrolment.data && (
            <Typography.Text code copyable data-testid="totp-secret">
              {enrolment.data.secret}
            </Typography.Text>
          )}
          {enrolment.data && (
            <Popconfirm title={t('totp.renewConfirm')} okText={t('totp.renew')} okButtonProps={{ danger: true }} onConfirm={() => renew.mutateAsync()}>
              <Button type="link" size="small" loading={renew.isPending}>
                {t('totp.renew')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
      <TotpCodeForm submitLabel={t('totp.confirm')} />
    </AccessFrame>
  );
}
