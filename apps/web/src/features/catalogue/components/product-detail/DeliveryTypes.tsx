import { CarOutlined, CloudDownloadOutlined, InboxOutlined, ShopOutlined } from '@ant-design/icons';
import type { DeliveryType } from '@sme/shared/delivery-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './PurchasePanel.module.css';

const ICONS: Record<DeliveryType, ReactNode> = {
  HOME_DELIVERY: <CarOutlined />,
  STORE_PICKUP: <ShopOutlined />,
  PICKUP_LOCKER: <InboxOutlined />,
  NONE: <CloudDownloadOutlined />,
};

/** How the product reaches the buyer (spec section 4's delivery types), one labelled chip each. */
export function DeliveryTypes({ types }: { types: readonly DeliveryType[] }) {
  const { t } = useTranslation('product');
  if (types.length === 0) return null;
  return (
    <div className={styles.block}>
      <span className={styles.label}>{t('pd.delivery')}</span>
      <ul className={styles.chips}>
        {types.map((type) => (
          <li key={type} className={styles.chip}>
            <span aria-hidden>{ICONS[type]}</span> {t(`delivery.${type}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
