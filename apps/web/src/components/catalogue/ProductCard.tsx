import type { PriceMode, ProductCard as ProductCardData } from '@sme/shared/schemas/catalogue';
import { Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProductTracking } from '@/lib/tracking/use-product-tracking';
import { Highlighted } from '../ui/Highlighted';
import { ImageFallback } from '../ui/ImageFallback';
import { Price } from './Price';
import styles from './ProductCard.module.css';
import { VerifiedBadge } from './VerifiedBadge';

/** Props of ProductCard. */
export interface ProductCardProps {
  product: ProductCardData;
  /** Which price leads (default retail). */
  priceMode?: PriceMode;
}

/** Link to a product's detail page. */
export const productPath = (id: string) => `/pd?id=${encodeURIComponent(id)}`;

/**
 * A product or service in a list: image, name (search matches marked), merchant with its verified mark, price,
 * stock and kind badges. The whole card opens /pd; its impression and click are tracked.
 */
export function ProductCard({ product, priceMode = 'retail' }: ProductCardProps) {
  const { t } = useTranslation('catalogue');
  const ref = useRef<HTMLElement>(null);
  const onOpen = useProductTracking(ref, product.id);
  const isService = product.kind === 'SERVICE';
  const soldOut = !isService && product.stock <= 0;
  const to = productPath(product.id);

  return (
    <article ref={ref} className={[styles.card, soldOut ? styles.soldOut : ''].filter(Boolean).join(' ')} aria-label={product.name}>
      <div className={styles.media}>
        {product.imageUrl ? <img className={styles.image} src={product.imageUrl} alt="" loading="lazy" decoding="async" /> : <ImageFallback />}
        <span className={styles.badges}>
          {isService && <Tag color="geekblue">{t('product.service')}</Tag>}
          {soldOut && <Tag color="default">{t('product.outOfStock')}</Tag>}
        </span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={to} onClick={onOpen} className={styles.nameLink}>
            <Highlighted text={product.name} segments={product.highlight?.name} />
          </Link>
        </h3>
        {product.highlight?.summary && (
          <p className={styles.summary}>
            <Highlighted text={product.summary ?? ''} segments={product.highlight.summary} />
          </p>
        )}
        <div className={styles.merchant}>
          <span className={styles.merchantName}>{product.merchant.name}</span>
          {product.merchant.isVerified && <VerifiedBadge />}
        </div>
        <div className={styles.price}>
          <Price price={product.price} mode={priceMode} />
        </div>
      </div>
    </article>
  );
}
