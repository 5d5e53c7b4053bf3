import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/catalogue/SearchBox';
import { PageContainer } from '@/components/PageContainer';
import { useTags } from '../api/get-tags';
import { ListHeader } from '../components/ListHeader';
import { ProductListView } from '../components/ProductListView';
import { SearchExtras, TagLinks } from '../components/SearchExtras';
import { SearchNoResults } from '../components/SearchNoResults';
import { hasProductFilters } from '../list-state/product-list-url';
import { useProductListState } from '../list-state/use-product-list-state';
import styles from './SearchPage.module.css';

/**
 * /pmsSearch?keyword=… — search over products, merchants and tags in English and both Chinese scripts: matching
 * merchants and tags first, then the products with their matches marked, filtered and sorted like the product list.
 */
export default function SearchPage() {
  const { t } = useTranslation('catalogue');
  const state = useProductListState();
  const keyword = state.params.keyword ?? '';
  const tags = useTags();

  if (!keyword) {
    return (
      <PageContainer>
        <ListHeader title={t('search.title')} subtitle={t('search.prompt')} crumbs={[{ label: t('search.title') }]} />
        <div className={styles.prompt}>
          <SearchBox size="large" autoFocus />
          {tags.data && tags.data.length > 0 && (
            <div className={styles.popular}>
              <h2 className={styles.popularTitle}>{t('search.popularTags')}</h2>
              <TagLinks tags={tags.data.slice(0, 16)} label={t('search.popularTags')} />
            </div>
          )}
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <ListHeader
        title={t('search.resultsFor', { keyword })}
        crumbs={[{ label: t('search.title') }]}
        extra={
          <div className={styles.inlineBox}>
            <SearchBox />
          </div>
        }
      />
      <ProductListView
        state={state}
        aboveResults={<SearchExtras keyword={keyword} />}
        empty={<SearchNoResults keyword={keyword} filtered={hasProductFilters(state.params)} onClear={state.clearFilters} />}
      />
    </PageContainer>
  );
}
