import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { MerchantCard } from '@/components/catalogue/MerchantCard';
import { useFavouriteMerchants } from '../api/get-favourite-merchants';
import { FavouriteListFrame } from './FavouriteListFrame';
import styles from './FavouriteLists.module.css';
import { FAVOURITES_PAGE_SIZE } from './FavouriteProducts';
import { useRemoveWithUndo } from './use-remove-with-undo';

/** The member's favourite merchants, each with a remove button. */
export function FavouriteMerchants({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('favourites');
  const query = useFavouriteMerchants(page, FAVOURITES_PAGE_SIZE);
  const { remove, pendingId, isHidden } = useRemoveWithUndo('MERCHANT');
  return (
    <FavouriteListFrame query={query} page={page} onPageChange={onPageChange} variant="merchant" emptyText={t('page.emptyMerchants')}>
      {(items) => (
        <CardGrid variant="wide" label={t('page.merchantsList')}>
          {items
            .filter((m) => !isHidden(m.id))
            .map((m) => (
              <CardGridItem key={m.id}>
                <div className={styles.item}>
                  <MerchantCard merchant={m} />
                  <Button
                    icon={<DeleteOutlined />}
                    block
                    loading={pendingId === m.id}
                    onClick={() => remove(m.id, m.name)}
                    aria-label={t('page.removeNamed', { name: m.name })}
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
