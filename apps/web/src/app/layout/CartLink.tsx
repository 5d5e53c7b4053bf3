import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '@/lib/cart/get-cart';
import { useUserStore } from '@/lib/session/user-store';
import styles from './Header.module.css';

/** The header's cart icon with the member's line count (members only); the count follows every cart answer. */
export function CartLink() {
  const { t } = useTranslation();
  // Subscribing to the cart keeps the count fresh: every cart change invalidates this query.
  useCart();
  const count = useUserStore((s) => s.cartCount);
  return (
    <Link to="/cart" className={styles.cartLink} aria-label={t('nav.cartWithCount', { count })}>
      <Badge count={count} size="small" overflowCount={99}>
        <ShoppingCartOutlined className={styles.cartIcon} aria-hidden />
      </Badge>
    </Link>
  );
}
