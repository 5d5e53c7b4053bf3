import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { useFavouriteProducts } from '../api/get-favourite-products';
import { FavouriteListFrame } from './FavouriteListFrame';
import styles from './FavouriteLists.module.css';
import { useRemoveWithUndo } from './use-remove-with-undo';

/** Favourites shown per page. */
export const FAVOURITES_PAGE_SIZE = 12;

/** The member's favourite products, each with a remove button. */
export function FavouriteProducts({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('favourites');
  const query = useFavouriteProducts(page, FAVOURITES_PAGE_SIZE);
  const { remove, pendingId, isHidden } = useRemoveWithUndo('PRODUCT');
  return (
    <FavouriteListFrame query={query} page={page} onPageChange={onPageChange} variant="product" emptyText={t('page.emptyProducts')}>
      {(items) => (
        <CardGrid label={t('page.productsList')}>
          {items
            .filter((p) => !isHidden(p.id))
            .map((p) => (
              <CardGridItem key={p.id}>
                <div className={styles.item}>
                  <ProductCard product={p} />
                  <Button
                    icon={<DeleteOutlined />}
                    block
                    loading={pendingId === p.id}
                    onClick={() => remove(p.id, p.name)}
                    aria-label={t('page.removeNamed', { name: p.name })}
                  >
                    {t('page.remove')}
                  </Button>
                </div>
              </CardGridItem>
            ))}
        </CardGrid>
      )}
    </FavouriteListFrame>
  );
}
