import { Codes } from '@sme/shared/codes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductCoupons } from '@/components/promotions/ProductCoupons';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { DeferredRender } from '@/components/DeferredRender';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { catalogueId } from '../api/catalogue-id';
import { useProductDetail } from '../api/get-product-detail';
import { LoadFailed } from '../components/detail/LoadFailed';
import { NotFoundState } from '../components/detail/NotFoundState';
import { ProductGrid } from '../components/detail/ProductGrid';
import { ProductDetailSkeleton } from '../components/product-detail/ProductDetailSkeleton';
import { ProductGallery } from '../components/product-detail/ProductGallery';
import { ProductHeading } from '../components/product-detail/ProductHeading';
import { ProductInfoTabs } from '../components/product-detail/ProductInfoTabs';
import layout from '../components/product-detail/ProductLayout.module.css';
import { PurchasePanel } from '../components/product-detail/PurchasePanel';
import { usePriceMode } from '../components/product-detail/use-price-mode';
import { usePageTitle } from '@/lib/page-title/page-title';
import styles from './ProductDetailPage.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';

/** Answers meaning "no such product here": unknown, withdrawn, or an id that is not one. */
const NOT_FOUND_CODES: number[] = [Codes.NOT_FOUND.code, Codes.BAD_REQUEST.code];

/** /pd?id=…: one product with its pictures, pricing and ordering choices, description, terms and similar products. */
export default function ProductDetailPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = catalogueId(params.get('id'));
  const query = useProductDetail(id);
  const product = query.data;
  const [mode] = usePriceMode(product ? product.price.wholesaleMinor !== null : false);
  usePageTitle(product?.name);

  const notFound = !id || (query.error instanceof ApiError && NOT_FOUND_CODES.includes(query.error.code));
  if (notFound) {
    return (
      <PageContainer>
        <NotFoundState title={t('pd.notFoundTitle')} body={t('pd.notFoundBody')} to="/pl" action={t('pd.browseProducts')} />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Breadcrumbs
        className={styles.breadcrumb}
        items={[
          { title: <Link to="/marketplace">{t('common.marketplace')}</Link> },
          { title: <Link to="/pl">{t('common.products')}</Link> },
          ...(product?.category?.parent
            ? [{ title: <Link to={`/pl?categoryId=${encodeURIComponent(product.category.parent.id)}`}>{product.category.parent.name}</Link> }]
            : []),
          ...(product?.category ? [{ title: <Link to={`/pl?categoryId=${encodeURIComponent(product.category.id)}`}>{product.category.name}</Link> }] : []),
          ...(product ? [{ title: product.name }] : []),
        ]}
      />
      <DeferredRender>
        {query.isPending ? (
          <ProductDetailSkeleton />
        ) : !product ? (
          <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            <div className={layout.top}>
              <ProductGallery
                key={product.id}
                images={product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : []}
                name={product.name}
              />
              <div>
                <ProductHeading product={product} />
                <PurchasePanel key={product.id} product={product} />
                <ProductCoupons productId={product.id} />
              </div>
            </div>
            <AfterFirstPaint>
              <ProductInfoTabs descriptionHtml={product.descriptionHtml} termsHtml={product.termsHtml} />
              {product.youMayLike.length > 0 && (
                <section className={styles.related} aria-labelledby="pd-you-may-like">
                  <h2 id="pd-you-may-like" className={styles.sectionTitle}>
                    {t('pd.youMayLike')}
                  </h2>
                  <ProductGrid products={product.youMayLike} priceMode={mode} label={t('pd.youMayLike')} />
                </section>
              )}
            </AfterFirstPaint>
          </>
        )}
      </DeferredRender>
    </PageContainer>
  );
}
