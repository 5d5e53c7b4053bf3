import { BankOutlined } from '@ant-design/icons';
import type { PaymentPurpose } from '@sme/shared/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { Skeleton, Typography } from 'antd';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import styles from './Payments.module.css';

/** Props of FpsQrPanel. */
export interface FpsQrPanelProps {
  /** The EMVCo merchant-presented payload the server built (proxy id, amount, currency, reference, CRC). */
  payload: string;
  reference: string;
  orderNo: string;
  amountMinor: number;
  currency: string;
  /** What the transfer pays: an order (confirmed when the money arrives) or a membership purchase (activated then). */
  purpose?: PaymentPurpose;
}

/** The payload drawn as an SVG QR code (crisp at any size, no canvas). */
function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** An FPS transfer to make: the QR code a bank app scans, the reference to quote and the amount, and when we confirm. */
export function FpsQrPanel({ payload, reference, orderNo, amountMinor, currency, purpose = 'ORDER' }: FpsQrPanelProps) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const svg = useQuery({ queryKey: ['fps-qr', payload], queryFn: () => qrSvg(payload), staleTime: Infinity });
  return (
    <section className={styles.fps} aria-labelledby="fps-title">
      <h2 id="fps-title" className={styles.sectionTitle}>
        <BankOutlined aria-hidden /> {t('fps.title')}
      </h2>
      <div className={styles.fpsBody}>
        {svg.data ? (
          <img
            className={styles.qrImage}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
            alt={t(purpose === 'MEMBERSHIP' ? 'membership.qrAlt' : 'fps.qrAlt', { orderNo })}
            width={200}
            height={200}
          />
        ) : (
          <Skeleton.Node active style={{ width: 200, height: 200 }} />
        )}
        <div className={styles.fpsText}>
          <p>{t('fps.scan')}</p>
          <dl className={styles.facts}>
            <dt>{t('common.amount')}</dt>
            <dd>
              <strong>{formatPrice(amountMinor, currency, locale)}</strong>
            </dd>
            <dt>{t('common.reference')}</dt>
            <dd>
              <Typography.Text strong copyable={{ text: reference }}>
                {reference}
              </Typography.Text>
            </dd>
          </dl>
          <p className={styles.muted}>{t('fps.referenceHint')}</p>
          <p className={styles.notice}>{t(purpose === 'MEMBERSHIP' ? 'membership.fpsConfirm' : 'fps.confirm')}</p>
        </div>
      </div>
    </section>
  );
}
