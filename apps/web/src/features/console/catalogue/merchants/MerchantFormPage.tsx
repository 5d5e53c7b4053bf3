import { ArrowLeftOutlined } from '@ant-design/icons';
import { App, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api';
import { useConsoleMerchant } from '../api/get-console-merchant';
import { VisibilityTag } from '../components/VisibilityTag';
import { MerchantForm } from './MerchantForm';

/** /console/catalogue/merchants/new and /:id: the merchant form. */
export function MerchantFormPage() {
  const { t } = useTranslation('consoleCatalogue');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().id;
  const merchant = useConsoleMerchant(id);
  const back = (
    <Link to="/console/catalogue/merchants">
      <Button type="text" icon={<ArrowLeftOutlined />}>
        {t('merchants.back')}
      </Button>
    </Link>
  );
  if (id && merchant.isPending) return <Skeleton active />;
  if (id && merchant.isError) {
    const missing = merchant.error instanceof ApiError && merchant.error.status === 404;
    return <Result status={missing ? '404' : 'error'} title={missing ? t('merchants.notFound') : merchant.error.message} extra={back} />;
  }
  const saved = merchant.data;
  return (
    <Flex vertical gap={16}>
      {back}
      <Flex align="center" gap={12}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
          {saved ? t('merchants.editTitle', { name: saved.nameEn }) : t('merchants.new')}
        </Typography.Title>
        {saved && <VisibilityTag status={saved.status} />}
      </Flex>
      <MerchantForm
        key={saved ? `${saved.id}-${saved.updatedAt}` : 'new'}
        {...(saved ? { merchant: saved } : {})}
        onSaved={(m) => {
          void message.success(t('saved'));
          if (!saved) void navigate(`/console/catalogue/merchants/${m.id}`, { replace: true });
        }}
      />
    </Flex>
  );
}
