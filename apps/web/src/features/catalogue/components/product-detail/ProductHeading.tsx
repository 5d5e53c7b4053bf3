import { ShopOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@sme/shared/schemas/catalogue';
import { Avatar, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerifiedBadge } from '@/components/catalogue/VerifiedBadge';
import styles from './ProductHeading.module.css';

/** The product's name, merchant (linked, with the verified mark), code, tags and summary. */
export function ProductHeading({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('product');
  const { merchant } = product;
  return (
    <header className={styles.heading}>
      {product.kind === 'SERVICE' && <span className={styles.kind}>{t('pd.service')}</span>}
      <h1 className={styles.name}>{product.name}</h1>
      <div className={styles.merchant}>
        <Avatar size={28} src={merchant.logoUrl ?? undefined} icon={<ShopOutlined />} alt="" />
        <span className={styles.soldBy}>{t('pd.soldBy')}</span>
        <Link to={`/merchant?id=${encodeURIComponent(merchant.id)}`} className={styles.merchantLink}>
          {merchant.name}
        </Link>
        {merchant.isVerified && <VerifiedBadge withText />}
      </div>
      {product.summary && <p className={styles.summary}>{product.summary}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('pd.code')}</dt>
          <dd>{product.code}</dd>
        </div>
        {product.category && (
          <div>
            <dt>{t('pd.category')}</dt>
            <dd>
              <Link to={`/pl?categoryId=${encodeURIComponent(product.category.id)}`}>{product.category.name}</Link>
            </dd>
          </div>
        )}
      </dl>
      {product.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('pd.tags')}>
          {product.tags.map((tag) => (
            <li key={tag.id}>
              <Link to={`/pl?tagId=${encodeURIComponent(tag.id)}`}>
                <Tag className={styles.tag}>#{tag.name}</Tag>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
