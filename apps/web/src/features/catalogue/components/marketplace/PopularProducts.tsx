import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { useProducts } from '../../api/get-products';
import { MarketSection } from './MarketSection';
import { SectionFallback } from './SectionFallback';

/** Popular products and services (the popularity sort that tracking feeds). */
export function PopularProducts() {
  const { t } = useTranslation('catalogue');
  const products = useProducts({ sort: 'popular', size: 10 });
  if (products.data && products.data.list.length === 0) return null;
  return (
    <MarketSection
      id="products"
      title={t('marketplace.products.title')}
      subtitle={t('marketplace.products.subtitle')}
      more={{ to: '/pmsList?sort=popular', label: t('marketplace.products.more') }}
    >
      {!products.data ? (
        <SectionFallback query={products} count={5} />
      ) : (
        <CardGrid label={t('marketplace.products.title')}>
          {products.data.list.map((p) => (
            <CardGridItem key={p.id}>
              <ProductCard product={p} />
            </CardGridItem>
          ))}
        </CardGrid>
      )}
    </MarketSection>
  );
}
