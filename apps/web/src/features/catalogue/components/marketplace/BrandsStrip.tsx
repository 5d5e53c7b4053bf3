import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { merchantPath } from '@/components/catalogue/MerchantCard';
import { useMerchants } from '../../api/get-merchants';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';

/** Brands: the logos and names of the recommended merchants (featured brands lead the recommended order), each opening its page. */
export function BrandsStrip() {
  const { t } = useTranslation('catalogue');
  const merchants = useMerchants({ sort: 'recommended', size: 12 });
  const brands = (merchants.data?.list ?? []).filter((m) => m.logoUrl);
  if (brands.length === 0) return null;
  return (
    <MarketSection id="brands" title={t('marketplace.brands.title')} subtitle={t('marketplace.brands.subtitle')}>
      <ul className={styles.brands}>
        {brands.map((m) => (
          <li key={m.id}>
            <Link to={merchantPath(m.id)} className={styles.brand}>
              <img src={m.logoUrl ?? ''} alt="" loading="lazy" />
              <span className={styles.brandName}>{m.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </MarketSection>
  );
}
