import { DeleteOutlined } from '@ant-design/icons';
import type { CartLineView } from '@sme/shared/schemas/cart';
import { Button, Checkbox, Popconfirm, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { PageContainer } from '@/components/PageContainer';
import { useCart } from '@/lib/cart/get-cart';
import { feedback } from '@/lib/ui/feedback';
import { useRemoveCartLines } from '../api/remove-cart-lines';
import { useSelectCartLines } from '../api/select-cart-lines';
import { useUpdateCartLine } from '../api/update-cart-line';
import { linesByMerchant } from '../compatible-groups';
import styles from '../components/Cart.module.css';
import { CartMerchantGroup } from '../components/CartMerchantGroup';
import { CartSummary } from '../components/CartSummary';

/** /cart (login required): lines by merchant, selection, quantities within stock, totals and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const select = useSelectCartLines();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLines();
  const busy = select.isPending || remove.isPending || update.isPending;

  const removeLines = (ids: string[]) =>
    remove.mutate(ids, { onSuccess: () => void feedback().message.success(t(ids.length === 1 ? 'summary.toast.removed' : 'summary.toast.removedMany')) });
  const selectLine = (line: CartLineView, selected: boolean) => update.mutate({ id: line.id, selected });

  const data = cart.data;
  let body;
  if (cart.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data) body = <ListError title={t('page.loadFailed')} onRetry={() => void cart.refetch()} />;
  else if (data.lines.length === 0) {
    body = (
      <ListEmpty
        title={t('page.emptyTitle')}
        body={t('page.emptyBody')}
        action={
          <ButtonLink to="/marketplace" type="primary" size="large">
            {t('page.explore')}
          </ButtonLink>
        }
      />
    );
  } else {
    const selectedIds = data.lines.filter((l) => l.selected).map((l) => l.id);
    const allSelected = selectedIds.length === data.lines.length;
    body = (
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <Checkbox
              checked={allSelected}
              indeterminate={selectedIds.length > 0 && !allSelected}
              disabled={busy}
              onChange={(e) => select.mutate({ all: true, selected: e.target.checked })}
            >
              {t('select.all')}
            </Checkbox>
            <Popconfirm
              title={t('select.removeSelectedConfirm', { count: selectedIds.length })}
              okText={t('line.removeOk')}
              cancelText={t('line.cancel')}
              onConfirm={() => removeLines(selectedIds)}
              disabled={selectedIds.length === 0}
            >
              <Button danger icon={<DeleteOutlined />} disabled={selectedIds.length === 0 || busy}>
                {t('select.removeSelected', { count: selectedIds.length })}
              </Button>
            </Popconfirm>
          </div>
          {linesByMerchant(data.lines).map((group) => (
            <CartMerchantGroup
              key={group.merchant.id}
              merchant={group.merchant}
              lines={group.lines}
              busy={busy}
              onSelect={selectLine}
              onRemove={(line) => removeLines([line.id])}
            />
          ))}
        </div>
        <CartSummary cart={data} busy={busy} onSelectOnly={(ids) => select.mutate({ only: ids })} />
      </div>
    );
  }

  return (
    <PageContainer title={t('page.title')} subtitle={t('page.subtitle')}>
      {body}
    </PageContainer>
  );
}
