import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import type { MerchantCard as MerchantCardData } from '@sme/shared/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './MerchantCard.module.css';
import { VerifiedBadge } from './VerifiedBadge';
import { useDistrictName } from '@/lib/format/format-district';

/** Props of MerchantCard. */
export interface MerchantCardProps {
  merchant: MerchantCardData;
}

/** Link to a merchant's page. */
export const merchantPath = (id: string) => `/merchant?id=${encodeURIComponent(id)}`;

/** A merchant in a list: banner, logo, name with its verified mark, city, product count and description; opens /merchant. */
export function MerchantCard({ merchant }: MerchantCardProps) {
  const { t } = useTranslation('catalogue');
  const district = useDistrictName();
  return (
    <article className={styles.card} aria-label={merchant.name}>
      <div className={styles.banner} style={merchant.bannerUrl ? { backgroundImage: `url("${merchant.bannerUrl}")` } : undefined} />
      <div className={styles.body}>
        <div className={styles.identity}>
          <div className={styles.logo}>
            {merchant.logoUrl ? <img src={merchant.logoUrl} alt="" loading="lazy" decoding="async" /> : <ShopOutlined aria-hidden />}
          </div>
          <h3 className={styles.name}>
            <Link to={merchantPath(merchant.id)} className={styles.nameLink}>
              {merchant.name}
            </Link>
          </h3>
        </div>
        <div className={styles.meta}>
          {merchant.isVerified && <VerifiedBadge withText />}
          {merchant.city && (
            <span className={styles.city}>
              <EnvironmentOutlined aria-hidden /> {district(merchant.city)}
            </span>
          )}
        </div>
        <p className={styles.description}>{merchant.description}</p>
        <div className={styles.count}>{t('merchant.productCount', { count: merchant.productCount })}</div>
      </div>
    </article>
  );
}
