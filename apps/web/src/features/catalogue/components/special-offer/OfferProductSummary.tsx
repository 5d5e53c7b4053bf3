import { PictureOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '@/components/catalogue/Price';
import { useProductDetail } from '../../api/get-product-detail';
import styles from './SpecialOfferAside.module.css';

/** The product a request is about (when the link named one): picture, name, merchant and prices, linked back to /pd. */
export function OfferProductSummary({ productId }: { productId: string }) {
  const { t } = useTranslation('product');
  const { data: product, isPending } = useProductDetail(productId);
  if (isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} className={styles.card} />;
  // An unknown or withdrawn product: the request can still be sent with what the visitor typed.
  if (!product) return null;
  const image = product.images[0] ?? product.imageUrl;
  return (
    <section className={styles.card} aria-label={t('specialOffer.aboutProduct')}>
      <div className={styles.product}>
        {image ? <img src={image} alt={product.name} className={styles.thumb} /> : <PictureOutlined className={styles.thumbEmpty} aria-hidden />}
        <div className={styles.productText}>
          <Link to={`/pd?id=${encodeURIComponent(product.id)}`} className={styles.productName}>
            {product.name}
          </Link>
          <span className={styles.merchantName}>{product.merchant.name}</span>
        </div>
      </div>
      <Price price={product.price} mode={product.price.wholesaleMinor !== null ? 'wholesale' : 'retail'} />
    </section>
  );
}
