import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useConsoleMe } from '../access/api/get-console-me';
import { useConsoleTitle } from '../shell/use-console-title';
import { useConsoleProduct } from './api/get-console-product';
import { ProductForm } from './components/ProductForm';
import { ProductStatusTag } from './components/ProductStatusTag';
import { PublishButton } from './components/PublishButton';

/** /console/products/new and /console/products/:id: the product form, with publish / unpublish for a saved product. */
export function ProductFormPage() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id;
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const product = useConsoleProduct(id);
  useConsoleTitle(id ? (product.data?.nameEn ?? t('nav.products')) : t('products.new'));
  const back = (
    <Link to="/console/products">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('products.back')}
      </Button>
    </Link>
  );
  if (id && product.isPending) return <Skeleton active />;
  if (id && product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('products.notFound') : product.error.message} extra={back} />;
  }
  const saved = product.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {saved ? t('products.editTitle', { name: saved.nameEn }) : t('products.new')}
          </Typography.Title>
          {saved && <ProductStatusTag status={saved.status} />}
        </Flex>
        {saved && <PublishButton product={saved} />}
      </Flex>
      <ProductForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { product: saved } : {})}
        isAdmin={isAdmin}
        onSaved={(p) => {
          void message.success(t('products.saved'));
          if (!saved) void navigate(`/console/products/${p.id}`, { replace: true });
        }}
      />
    </Flex>
  );
}
