import { useTranslation } from 'react-i18next';
import styles from './PurchasePanel.module.css';

/** The stock left, or "out of stock", beside the quantity. */
export function StockLine({ stock }: { stock: number }) {
  const { t } = useTranslation('product');
  if (stock <= 0) return <span className={styles.outOfStock}>{t('pd.stockNone')}</span>;
  return <span className={styles.stock}>{t('pd.stockLeft', { count: stock })}</span>;
}
