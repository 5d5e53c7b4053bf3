import { Codes } from '@sme/shared/codes';
import { Breadcrumb, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { ListError } from '@/components/ui/ListStates';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title/page-title';
import { useOrder } from '../api/get-order';
import { OrderDetailView } from '../components/OrderDetailView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Answers meaning "no such order of yours": unknown, another member's, or an id that is not one. */
const NOT_FOUND_CODES: number[] = [Codes.NOT_FOUND.code, Codes.ORDER_NOT_FOUND.code, Codes.BAD_REQUEST.code];

/** /orderDetail?id=… (login required): one of the member's orders in full, with its actions. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && UUID.test(raw) ? raw : null;
  const query = useOrder(id);
  const order = query.data;
  usePageTitle(order ? t('detail.pageTitle', { orderNo: order.orderNo }) : null);

  let body;
  if (!id || (query.error instanceof ApiError && NOT_FOUND_CODES.includes(query.error.code))) {
    body = (
      <Result
        status="404"
        title={t('detail.notFound')}
        subTitle={t('detail.notFoundBody')}
        extra={
          <ButtonLink to="/orders" type="primary">
            {t('detail.backToOrders')}
          </ButtonLink>
        }
      />
    );
  } else if (query.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!order) body = <ListError title={t('detail.loadFailed')} onRetry={() => void query.refetch()} />;
  else body = <OrderDetailView order={order} onPaymentDue={() => void query.refetch()} />;

  return (
    <PageContainer>
      <Breadcrumb
        items={[{ title: <Link to="/orders">{t('list.title')}</Link> }, { title: order ? order.orderNo : t('detail.title') }]}
        style={{ marginBottom: 16 }}
      />
      {body}
    </PageContainer>
  );
}
