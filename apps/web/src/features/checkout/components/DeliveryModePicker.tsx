import { memo } from 'react';
import { CarOutlined, CloudDownloadOutlined, InboxOutlined, ShopOutlined } from '@ant-design/icons';
import type { DeliveryType } from '@sme/shared/delivery-types';
import { Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Checkout.module.css';

const ICONS: Record<DeliveryType, ReactNode> = {
  HOME_DELIVERY: <CarOutlined />,
  STORE_PICKUP: <ShopOutlined />,
  PICKUP_LOCKER: <InboxOutlined />,
  NONE: <CloudDownloadOutlined />,
};

/** Props of DeliveryModePicker. */
export interface DeliveryModePickerProps {
  /** Only the types order.deliveryTypes allows for these lines. */
  types: readonly DeliveryType[];
  value: DeliveryType;
  onChange: (type: DeliveryType) => void;
}

/** The delivery modes as radio cards, each with its icon and what it means for the buyer. */
export const DeliveryModePicker = memo(function DeliveryModePicker({ types, value, onChange }: DeliveryModePickerProps) {
  const { t } = useTranslation('checkout');
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as DeliveryType)} className={styles.cards} aria-label={t('delivery.title')}>
      {types.map((type) => (
        <Radio key={type} value={type} className={[styles.card, value === type ? styles.cardActive : ''].filter(Boolean).join(' ')}>
          <span className={styles.cardIcon} aria-hidden>
            {ICONS[type]}
          </span>
          <span className={styles.cardText}>
            <strong>{t(`delivery.${type}.title`)}</strong>
            <span className={styles.muted}>{t(`delivery.${type}.hint`)}</span>
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
});
