import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useConsoleMe } from '../../access/api/get-console-me';
import { DetailFrame } from '../../kit/DetailFrame';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useConsoleProduct } from './api/get-console-product';
import { ProductForm } from './components/ProductForm';
import { ProductStatusTag } from './components/ProductStatusTag';
import { PublishButton } from './components/PublishButton';
import { useFeedback } from '@/lib/ui/feedback';

/** /console/products/new and /console/products/:id: the product form, with publish / unpublish for a saved product. */
export function ProductFormPage() {
  const { t } = useTranslation('console');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const product = useConsoleProduct(id);
  useConsoleTitle(id ? (product.data?.nameEn ?? t('nav.products')) : t('products.new'));
  const saved = product.data;
  return (
    <DetailFrame
      query={id ? product : null}
      back={{ to: '/console/products', label: t('products.back') }}
      notFoundLabel={t('products.notFound')}
      title={saved ? t('products.editTitle', { name: saved.nameEn }) : t('products.new')}
      tag={saved && <ProductStatusTag status={saved.status} />}
      actions={saved && <PublishButton product={saved} />}
    >
      <ProductForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { product: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(p) => {
          void message.success(t('products.saved'));
          if (!saved) void navigate(`/console/products/${p.id}`, { replace: true });
        }}
      />
    </DetailFrame>
  );
}
