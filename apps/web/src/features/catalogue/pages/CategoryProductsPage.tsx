import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { useCategoryTree } from '../api/get-categories';
import { findCategoryPath } from '../category-tree';
import { CategoryStrip } from '../components/CategoryStrip';
import { ListHeader } from '../components/ListHeader';
import { ProductListView } from '../components/ProductListView';
import { useProductListState } from '../list-state/use-product-list-state';

/**
 * /pl — products by category: the chosen category's path as the heading, its sub-categories (or every top-level
 * category) as a strip to drill into, then the filtered list. All state is in the URL.
 */
export default function CategoryProductsPage() {
  const { t } = useTranslation('catalogue');
  const state = useProductListState();
  const tree = useCategoryTree();
  const path = state.params.categoryId && tree.data ? findCategoryPath(tree.data, state.params.categoryId) : null;
  const current = path?.at(-1);
  const strip = current ? (current.children ?? []) : (tree.data ?? []);

  const crumbs = [
    { label: t('pl.title'), to: current ? '/pl' : undefined },
    ...(path ?? []).map((c, i, all) => ({ label: c.name, to: i < all.length - 1 ? `/pl?categoryId=${c.id}` : undefined })),
  ];

  return (
    <PageContainer>
      <ListHeader title={current?.name ?? t('pl.title')} subtitle={current ? undefined : t('pl.subtitle')} crumbs={crumbs} />
      <ProductListView
        state={state}
        aboveResults={
          <CategoryStrip
            categories={strip}
            label={current ? t('pl.subcategories', { name: current.name }) : t('pl.allCategories')}
            onSelect={(categoryId) => state.update({ categoryId })}
          />
        }
      />
    </PageContainer>
  );
}
