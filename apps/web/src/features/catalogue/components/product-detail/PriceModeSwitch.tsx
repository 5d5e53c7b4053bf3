import type { PriceMode } from '@sme/shared/schemas/catalogue';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './PurchasePanel.module.css';

/** Props of PriceModeSwitch. */
export interface PriceModeSwitchProps {
  mode: PriceMode;
  onChange: (mode: PriceMode) => void;
  wholesaleAvailable: boolean;
  minWholesaleQty: number | null;
}

/** Retail or wholesale pricing; wholesale is disabled, with the reason given, when the product has no wholesale price. */
export function PriceModeSwitch({ mode, onChange, wholesaleAvailable, minWholesaleQty }: PriceModeSwitchProps) {
  const { t } = useTranslation('product');
  return (
    <div className={styles.block}>
      <span className={styles.label} id="pd-price-mode">
        {t('pd.pricing')}
      </span>
      <Segmented<PriceMode>
        aria-labelledby="pd-price-mode"
        value={mode}
        onChange={onChange}
        options={[
          { value: 'retail', label: t('pd.retail') },
          { value: 'wholesale', label: t('pd.wholesale'), disabled: !wholesaleAvailable },
        ]}
      />
      <p className={styles.hint} aria-live="polite">
        {!wholesaleAvailable
          ? t('pd.noWholesale')
          : mode === 'wholesale'
            ? t('pd.wholesaleMinimum', { count: minWholesaleQty ?? 1 })
            : t('pd.wholesaleOffer', { count: minWholesaleQty ?? 1 })}
      </p>
    </div>
  );
}
