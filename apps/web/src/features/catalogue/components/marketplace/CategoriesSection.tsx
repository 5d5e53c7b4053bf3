import { useTranslation } from 'react-i18next';
import { useCategoryList } from '../../api/get-categories';
import { CategoryStrip } from '../CategoryStrip';
import { MarketSection } from './MarketSection';

/** Top-level categories, each opening /pl on that category. */
export function CategoriesSection() {
  const { t } = useTranslation('catalogue');
  const categories = useCategoryList();
  if (!categories.data || categories.data.length === 0) return null;
  return (
    <MarketSection id="categories" title={t('marketplace.categories.title')} more={{ to: '/pl', label: t('marketplace.categories.more') }}>
      <CategoryStrip categories={categories.data} label={t('marketplace.categories.title')} linkTo={(id) => `/pl?categoryId=${id}`} />
    </MarketSection>
  );
}
