import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import styles from './OrderDetail.module.css';

/** The pickup code drawn as an SVG QR code (no canvas needed, crisp at any size). */
function pickupQrSvg(value: string): Promise<string> {
  return QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The signed pickup value as a QR code the merchant scans at the store, with how to use it. */
export function PickupQr({ value }: { value: string }) {
  const { t } = useTranslation('orders');
  const svg = useQuery({ queryKey: ['pickup-qr', value], queryFn: () => pickupQrSvg(value), staleTime: Infinity });
  return (
    <section className={styles.qr} aria-labelledby="pickup-qr">
      <h3 id="pickup-qr" className={styles.cardTitle}>
        {t('qr.title')}
      </h3>
      {svg.data ? (
        <img className={styles.qrImage} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`} alt={t('qr.alt')} width={180} height={180} />
      ) : (
        <Skeleton.Node active style={{ width: 180, height: 180 }} />
      )}
      <p className={styles.qrHint}>{t('qr.hint')}</p>
    </section>
  );
}
