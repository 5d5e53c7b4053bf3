import { useTranslation } from 'react-i18next';
import { useAds } from '../../api/get-ads';
import { AdLink } from './AdLink';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';
import { SectionFallback } from './SectionFallback';

/** Popular collections: the MARKETPLACE_COLLECTION ads as image tiles. Hidden when there are none. */
export function CollectionsSection() {
  const { t } = useTranslation('catalogue');
  const ads = useAds('MARKETPLACE_COLLECTION');
  if (ads.data && ads.data.length === 0) return null;
  return (
    <MarketSection id="collections" title={t('marketplace.collections.title')} subtitle={t('marketplace.collections.subtitle')}>
      {!ads.data ? (
        <SectionFallback query={ads} variant="content" count={4} />
      ) : (
        <ul className={styles.collections}>
          {ads.data.map((ad) => (
            <li key={ad.id}>
              <AdLink href={ad.linkUrl} className={styles.collection}>
                <img src={ad.imageUrl} alt="" loading="lazy" className={styles.collectionImage} />
                <span className={styles.collectionText}>
                  <strong>{ad.title}</strong>
                  {ad.subtitle && <span>{ad.subtitle}</span>}
                </span>
              </AdLink>
            </li>
          ))}
        </ul>
      )}
    </MarketSection>
  );
}
