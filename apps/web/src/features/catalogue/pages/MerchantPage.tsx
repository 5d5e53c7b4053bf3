import { RightOutlined } from '@ant-design/icons';
import { Codes } from '@sme/shared/codes';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { catalogueId } from '../api/catalogue-id';
import { useMerchantDetail } from '../api/get-merchant-detail';
import { LoadFailed } from '../components/detail/LoadFailed';
import { NotFoundState } from '../components/detail/NotFoundState';
import { ProductGrid } from '../components/detail/ProductGrid';
import { MerchantDeals } from '../components/merchant-page/MerchantDeals';
import { MerchantHero } from '../components/merchant-page/MerchantHero';
import { MerchantNews } from '../components/merchant-page/MerchantNews';
import styles from '../components/merchant-page/MerchantSections.module.css';
import { MerchantSkeleton } from '../components/merchant-page/MerchantSkeleton';
import { usePageTitle } from '@/lib/page-title/page-title';

/** Answers meaning "no such merchant here": unknown, inactive, or an id that is not one. */
const NOT_FOUND_CODES: number[] = [Codes.NOT_FOUND.code, Codes.BAD_REQUEST.code];

/**
 * /merchant?id=…: a merchant's banner, profile, coupons to collect and promotion codes (when it has any), latest
 * activities, favourite button, hot products and news.
 */
export default function MerchantPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = catalogueId(params.get('id'));
  const query = useMerchantDetail(id);
  const merchant = query.data;
  usePageTitle(merchant?.name);

  if (!id || (query.error instanceof ApiError && NOT_FOUND_CODES.includes(query.error.code))) {
    return (
      <PageContainer>
        <NotFoundState title={t('merchant.notFoundTitle')} body={t('merchant.notFoundBody')} to="/mcList" action={t('merchant.browseMerchants')} />
      </PageContainer>
    );
  }
  if (query.isPending) {
    return (
      <PageContainer>
        <MerchantSkeleton />
      </PageContainer>
    );
  }
  if (!merchant) {
    return (
      <PageContainer>
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </PageContainer>
    );
  }

  const allProducts = `/pl?merchantId=${encodeURIComponent(merchant.id)}`;
  return (
    <PageContainer>
      <MerchantHero merchant={merchant} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.card} aria-labelledby="merchant-about">
            <h2 id="merchant-about" className={styles.heading}>
              {t('merchant.about', { name: merchant.name })}
            </h2>
            {merchant.description ? (
              <p className={styles.text}>{merchant.description}</p>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchant.noDescription')} />
            )}
          </section>
          <MerchantDeals merchantId={merchant.id} />
          <section aria-labelledby="merchant-hot">
            <h2 id="merchant-hot" className={styles.heading}>
              {t('merchant.hotProducts')}
              {merchant.hotProducts.length > 0 && (
                <Link to={allProducts} className={styles.viewAll}>
                  {t('merchant.viewAll')} <RightOutlined aria-hidden />
                </Link>
              )}
            </h2>
            {merchant.hotProducts.length > 0 ? (
              <ProductGrid products={merchant.hotProducts} label={t('merchant.hotProducts')} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchant.noProducts')} />
            )}
          </section>
        </div>
        <div className={styles.side}>
          <section className={[styles.card, styles.cardTinted].join(' ')} aria-labelledby="merchant-activities">
            <h2 id="merchant-activities" className={[styles.heading, styles.headingSmall].join(' ')}>
              {t('merchant.latestActivities')}
            </h2>
            {merchant.latestActivities ? (
              <p className={styles.text}>{merchant.latestActivities}</p>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchant.noActivities')} />
            )}
          </section>
          <section className={styles.card} aria-labelledby="merchant-news">
            <h2 id="merchant-news" className={[styles.heading, styles.headingSmall].join(' ')}>
              {t('merchant.latestNews')}
            </h2>
            <MerchantNews items={merchant.latestNews} />
          </section>
        </div>
      </div>
    </PageContainer>
  );
}
