import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '@/components/BrandMark';
import styles from './Header.module.css';

/** Logo and brand name linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/home" className={styles.brand} aria-label={t('brand.homeLink')} onClick={onNavigate}>
      <BrandMark size={36} />
      <span className={styles.brandText}>
        <span className={styles.brandName}>{t('brand.name')}</span>
        <span className={styles.brandTagline}>{t('brand.tagline')}</span>
      </span>
    </Link>
  );
}
