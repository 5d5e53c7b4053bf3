import { AppstoreOutlined, ReadOutlined, ShopOutlined, StarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { MarketingSection } from '../MarketingSection';
import styles from './MarketplaceSection.module.css';

const TILES: ReadonlyArray<{ key: string; icon: ReactNode; to: string }> = [
  { key: 'merchants', icon: <ShopOutlined />, to: '/mcList' },
  { key: 'products', icon: <AppstoreOutlined />, to: '/pmsList' },
  { key: 'collections', icon: <StarOutlined />, to: '/marketplace' },
  { key: 'news', icon: <ReadOutlined />, to: '/newsList' },
];

/** The marketplace teaser: what buyers find there, with the call to visit it. */
export function MarketplaceSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="marketplace">
      <div className={styles.panel}>
        <div>
          <span className={styles.eyebrow}>{t('home.marketplace.eyebrow')}</span>
          <h2 id="marketplace-title" className={styles.title}>
            {t('home.marketplace.title')}
          </h2>
          <p className={styles.body}>{t('home.marketplace.body')}</p>
          <ButtonLink to="/marketplace" type="primary" size="large">
            {t('home.marketplace.cta')}
          </ButtonLink>
        </div>
        <nav className={styles.tiles} aria-label={t('home.marketplace.eyebrow')}>
          {TILES.map(({ key, icon, to }) => (
            <Link key={key} to={to} className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden>
                {icon}
              </span>
              {t(`home.marketplace.${key}`)}
            </Link>
          ))}
        </nav>
      </div>
    </MarketingSection>
  );
}
