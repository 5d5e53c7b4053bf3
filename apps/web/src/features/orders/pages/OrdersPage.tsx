import { ORDER_TABS, type OrderCountView, type OrderTab } from '@sme/shared/schemas/orders';
import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { parsePage } from '@/lib/hooks/use-page-param';
import { PageContainer } from '@/components/PageContainer';
import { useOrderCounts } from '../api/get-order-counts';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/OrderCard';
import styles from '../components/Orders.module.css';
import { OrdersPager } from '../components/OrdersPager';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** How many orders a tab holds: the sum of its statuses' counts (All: every order). */
function tabCount(counts: OrderCountView | undefined, tab: OrderTab): number {
  if (!counts) return 0;
  if (tab === 'ALL') return counts.total;
  return ORDER_TABS[tab].reduce((sum, status) => sum + (counts.counts[status] ?? 0), 0);
}

/** /orders (login required): the member's orders by tab (statuses of the shared ORDER_TABS) with counts, newest first, page by page. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: OrderTab = TABS.find((k) => k === rawTab) ?? 'ALL';
  const page = parsePage(params.get('page'));
  const counts = useOrderCounts();
  const orders = useOrders(ORDER_TABS[tab], page);

  // Tab and page live in the URL (a new history entry each), so a list can be shared and back returns to it.
  const show = (nextTab: OrderTab, nextPage: number) =>
    setParams(() => {
      const out = new URLSearchParams();
      if (nextTab !== 'ALL') out.set('tab', nextTab);
      if (nextPage > 1) out.set('page', String(nextPage));
      return out;
    });

  const data = orders.data;
  let body;
  if (orders.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!data) body = <ListError title={t('list.loadFailed')} onRetry={() => void orders.refetch()} />;
  else if (data.list.length === 0) {
    body = (
      <ListEmpty
        title={t(tab === 'ALL' ? 'list.emptyAll' : 'list.emptyTab')}
        body={t('list.emptyBody')}
        action={
          <ButtonLink to="/marketplace" type="primary">
            {t('list.shop')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t(`tabs.${tab}`)}>
          {data.list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <OrdersPager page={data.page} pages={data.pages} onChange={(p) => show(tab, p)} />
      </>
    );
  }

  return (
    <PageContainer title={t('list.title')} subtitle={t('list.subtitle')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as OrderTab, 1)}
        items={TABS.map((key) => ({
          key,
          label: (
            <span>
              {t(`tabs.${key}`)} <span className={styles.count}>{tabCount(counts.data, key)}</span>
            </span>
          ),
        }))}
      />
      {body}
    </PageContainer>
  );
}
