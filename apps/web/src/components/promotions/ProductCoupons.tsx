import { GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useProductOffers } from '@/lib/promotions/get-product-offers';
import { CouponTicket } from './CouponTicket';
import { OfferCollectButton } from './OfferCollectButton';
import styles from './ProductCoupons.module.css';

/**
 * The coupons strip of /pd: the public offers open now that cover this product, each with Collect. Nothing shows
 * while loading, when there are none, or when they could not be loaded: the product page stands on its own.
 */
export function ProductCoupons({ productId }: { productId: string }) {
  const { t } = useTranslation('coupons');
  const offers = useProductOffers(productId);
  const list = offers.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="pd-coupons">
      <h2 id="pd-coupons" className={styles.heading}>
        <GiftOutlined aria-hidden /> {t('product.heading')}
      </h2>
      <ul className={styles.list}>
        {list.map((offer) => (
          <li key={offer.id}>
            <CouponTicket coupon={offer} compact action={<OfferCollectButton offer={offer} size="small" />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
