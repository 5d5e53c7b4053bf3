import { ShopOutlined } from '@ant-design/icons';
import type { CartLineView } from '@sme/shared/schemas/cart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Cart.module.css';
import { CartLineRow } from './CartLineRow';

/** Props of CartMerchantGroup. */
export interface CartMerchantGroupProps {
  merchant: CartLineView['merchant'];
  lines: CartLineView[];
  onSelect: (line: CartLineView, selected: boolean) => void;
  onRemove: (line: CartLineView) => void;
  busy: boolean;
}

/** The lines of one merchant under its name (orders are placed per merchant's goods, so they are kept together). */
export function CartMerchantGroup({ merchant, lines, onSelect, onRemove, busy }: CartMerchantGroupProps) {
  const { t } = useTranslation('cart');
  return (
    <section className={styles.group} aria-label={t('page.linesOf', { merchant: merchant.name })}>
      <h2 className={styles.merchant}>
        <ShopOutlined aria-hidden /> <Link to={`/merchant?id=${merchant.id}`}>{merchant.name}</Link>
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} busy={busy} onSelect={(selected) => onSelect(line, selected)} onRemove={() => onRemove(line)} />
        ))}
      </ul>
    </section>
  );
}
