import type { ConsoleProductView } from '@sme/shared/schemas/console-products';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetProductPublished } from '../api/product-status-actions';
import { useFeedback } from '@/lib/ui/feedback';

/** Publish (put on sale) or unpublish (hide) a saved product, after a confirmation naming what the public will see. */
export function PublishButton({ product }: { product: Pick<ConsoleProductView, 'id' | 'status' | 'nameEn'> }) {
  const { t } = useTranslation('console');
  const { modal, message } = useFeedback();
  const setPublished = useSetProductPublished();
  const publish = product.status !== 'ACTIVE';
  const confirm = () =>
    modal.confirm({
      title: t(publish ? 'products.publishTitle' : 'products.unpublishTitle', { name: product.nameEn }),
      content: t(publish ? 'products.publishText' : 'products.unpublishText'),
      okText: t(publish ? 'products.publish' : 'products.unpublish'),
      cancelText: t('products.cancel'),
      onOk: async () => {
        await setPublished.mutateAsync({ id: product.id, publish });
        void message.success(t(publish ? 'products.published' : 'products.unpublished'));
      },
    });
  return (
    <Button type={publish ? 'primary' : 'default'} danger={!publish} loading={setPublished.isPending} onClick={confirm}>
      {t(publish ? 'products.publish' : 'products.unpublish')}
    </Button>
  );
}
