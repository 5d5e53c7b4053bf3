import { Carousel, Skeleton } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/catalogue/SearchBox';
import { useInertHidden } from '@/lib/hooks/use-inert-hidden';
import { useAds } from '../../api/get-ads';
import { AdLink } from './AdLink';
import styles from './Marketplace.module.css';

/**
 * The marketplace's lead: a search box over the banner carousel (ads of MARKETPLACE_BANNER). Without banners the
 * band still offers the search, on the brand gradient.
 */
export function MarketplaceBanner() {
  const { t } = useTranslation('catalogue');
  const ads = useAds('MARKETPLACE_BANNER');
  const slides = ads.data ?? [];
  const carousel = useRef<HTMLDivElement>(null);
  useInertHidden(carousel);

  return (
    <section className={styles.hero} aria-labelledby="marketplace-title">
      <div className={styles.heroInner}>
        <div className={styles.heroIntro}>
          <h1 id="marketplace-title" className={styles.heroTitle}>
            {t('marketplace.heroTitle')}
          </h1>
          <p className={styles.heroSubtitle}>{t('marketplace.heroSubtitle')}</p>
          <SearchBox size="large" className={styles.heroSearch} />
        </div>
        <div className={styles.carousel} ref={carousel}>
          {ads.isLoading ? (
            <Skeleton.Node active className={styles.carouselSkeleton}>
              <span />
            </Skeleton.Node>
          ) : slides.length > 0 ? (
            <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={6000} arrows={slides.length > 1} dots={slides.length > 1} adaptiveHeight={false}>
              {slides.map((ad) => (
                <div key={ad.id}>
                  <AdLink href={ad.linkUrl} className={styles.slide}>
                    <img src={ad.imageUrl} alt="" className={styles.slideImage} />
                    <span className={styles.slideText}>
                      <strong className={styles.slideTitle}>{ad.title}</strong>
                      {ad.subtitle && <span className={styles.slideSubtitle}>{ad.subtitle}</span>}
                    </span>
                  </AdLink>
                </div>
              ))}
            </Carousel>
          ) : null}
        </div>
      </div>
    </section>
  );
}
