import { LockOutlined } from '@ant-design/icons';
import type { OrderPreviewView } from '@sme/shared/schemas/orders';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderAmounts } from '@/components/orders/OrderAmounts';
import styles from './Checkout.module.css';

/** Props of CheckoutSummary. */
export interface CheckoutSummaryProps {
  preview: OrderPreviewView | undefined;
  /** The promo code in the preview (named beside its discount). */
  promoCode: string | null;
  /** Why the order cannot be placed now (the preview's block, a failed preview or a refused order). */
  problem: string | null;
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}

/** The sticky totals panel: exactly the preview's numbers, what blocks the order, and Place order. */
export function CheckoutSummary({ preview, promoCode, problem, canPlace, placing, onPlace }: CheckoutSummaryProps) {
  const { t } = useTranslation('checkout');
  return (
    <aside className={styles.summary} aria-label={t('summary.title')}>
      <h2 className={styles.summaryTitle}>{t('summary.title')}</h2>
      {preview ? <OrderAmounts amounts={preview} promoCode={preview.promo?.outcome === 200 ? promoCode : null} /> : <Skeleton active paragraph={{ rows: 4 }} />}
      {problem && <Alert type="warning" showIcon title={problem} />}
      <Button type="primary" size="large" block icon={<LockOutlined />} loading={placing} disabled={!canPlace || placing} onClick={onPlace}>
        {t('summary.place')}
      </Button>
      <p className={styles.note}>{t('summary.note')}</p>
    </aside>
  );
}
