import type { CartView } from '@sme/shared/schemas/cart';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import styles from './Cart.module.css';
import { CheckoutBlockedAlert } from './CheckoutBlockedAlert';

/** Props of CartSummary. */
export interface CartSummaryProps {
  cart: CartView;
  onSelectOnly: (ids: string[]) => void;
  busy: boolean;
}

/** The checkout of the selected lines: /checkout?items=<their ids>. */
function checkoutPath(cart: CartView): string {
  return `/checkout?items=${cart.lines
    .filter((l) => l.selected)
    .map((l) => l.id)
    .join(',')}`;
}

/** The selection's count and totals per currency (as the server summed them), why checkout is blocked, and checkout. */
export function CartSummary({ cart, onSelectOnly, busy }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <aside className={styles.summary} aria-label={t('summary.title')}>
      <h2 className={styles.summaryTitle}>{t('summary.title')}</h2>
      <p>{cart.selectedCount > 0 ? t('summary.selected', { count: cart.selectedCount }) : t('summary.noSelection')}</p>
      <dl className={styles.totals}>
        {cart.selectedTotals.map((total) => (
          <div key={total.currency} className={styles.totalRow}>
            <dt>{t('summary.total', { currency: total.currency })}</dt>
            <dd>{formatPrice(total.totalMinor, total.currency, locale)}</dd>
          </div>
        ))}
      </dl>
      {cart.checkoutBlockedBy !== null && <CheckoutBlockedAlert code={cart.checkoutBlockedBy} lines={cart.lines} onSelectOnly={onSelectOnly} busy={busy} />}
      <Button type="primary" size="large" block disabled={cart.checkoutBlockedBy !== null || busy} onClick={() => void navigate(checkoutPath(cart))}>
        {t('summary.checkout')}
      </Button>
    </aside>
  );
}
