import { memo } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { PickupPointView } from '@sme/shared/schemas/orders';
import { Empty, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './Checkout.module.css';
import { useDistrictName } from '@/lib/format/format-district';

/** Props of PickupPointChooser. */
export interface PickupPointChooserProps {
  points: readonly PickupPointView[];
  value: string | null;
  onChange: (id: string) => void;
}

/** The stores or lockers to collect from: name, address, district and opening hours. */
export const PickupPointChooser = memo(function PickupPointChooser({ points, value, onChange }: PickupPointChooserProps) {
  const { t } = useTranslation('checkout');
  const district = useDistrictName();
  if (points.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pickup.none')} />;
  return (
    <Radio.Group value={value} onChange={(e) => onChange(String(e.target.value))} className={styles.options} aria-label={t('pickup.title')}>
      {points.map((p) => (
        <Radio key={p.id} value={p.id} className={[styles.option, value === p.id ? styles.cardActive : ''].filter(Boolean).join(' ')}>
          <span className={styles.cardText}>
            <strong>{p.name}</strong>
            <span>
              <EnvironmentOutlined aria-hidden /> {p.address} · {district(p.district)}
            </span>
            {p.openingHours && <span className={styles.muted}>{t('pickup.hours', { hours: p.openingHours })}</span>}
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
});
