import { LockOutlined } from '@ant-design/icons';
import type { PaymentFlow, PaymentMethod, PaymentView } from '@sme/shared/schemas/payments';
import { Alert, Breadcrumb, Button, Flex, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { formatPrice } from '@/lib/format/format-price';
import { ListError } from '@/components/ui/ListStates';
import { PageContainer } from '@/components/PageContainer';
import { ApiError } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { useCreatePayment } from '../api/create-payment';
import { usePayMethods } from '../api/get-pay-methods';
import { MethodPicker } from '../components/MethodPicker';
import { orderDetailPath } from '../components/payment-state';
import { PaymentStarted } from '../components/PaymentStarted';
import styles from '../components/Payments.module.css';
import { PaySummary } from '../components/PaySummary';
import { useFollowUrl } from '../components/use-follow-url';
import { useIdParam } from '../components/use-id-param';

/** The words of the pay button for each way a method goes on. */
const PAY_LABEL: Record<PaymentFlow, string> = { REDIRECT: 'pay.payButton', QR: 'pay.showQr', OFFLINE: 'pay.confirmCod' };

/**
 * /payments?orderId=… (login required): the order's amount payable and time left, the methods the server offers for
 * it, and Pay. A hosted method leaves for the provider's page; FPS shows its QR code here; cash on delivery confirms.
 * Only the order and the method are sent: the amount is always the server's.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const orderId = useIdParam('orderId');
  const query = usePayMethods(orderId);
  const create = useCreatePayment();
  const follow = useFollowUrl();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [started, setStarted] = useState<PaymentView | null>(null);
  const [leaving, setLeaving] = useState(false);
  const view = query.data;
  const chosen = view?.methods.find((m) => m.method === picked) ?? view?.methods[0] ?? null;

  const pay = () => {
    if (!orderId || !chosen || create.isPending) return;
    create.mutate(
      { orderId, method: chosen.method },
      {
        onSuccess: (payment) => {
          if (payment.next?.flow === 'REDIRECT') {
            setLeaving(true);
            follow(payment.next.url);
          } else setStarted(payment);
        },
        // The order may have been paid or closed meanwhile: show what the server says now.
        onError: () => void query.refetch(),
      },
    );
  };

  const toOrders = (
    <ButtonLink to="/orders" type="primary">
      {t('common.myOrders')}
    </ButtonLink>
  );
  let body;
  if (!orderId || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <Result status="404" title={t('pay.notFound')} subTitle={t('pay.notFoundBody')} extra={toOrders} />;
  } else if (started) {
    body = <PaymentStarted payment={started} />;
  } else if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!view) {
    body = <ListError title={t('pay.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (view.blockedBy !== null || view.methods.length === 0) {
    body = (
      <Result
        status="warning"
        title={t('pay.blockedTitle')}
        subTitle={view.blockedMessage ?? t('pay.noMethods')}
        extra={
          <Flex gap={12} wrap justify="center">
            <ButtonLink to={orderDetailPath(view.orderId)} type="primary">
              {t('common.viewOrder')}
            </ButtonLink>
            <ButtonLink to="/contactus">{t('common.contactUs')}</ButtonLink>
          </Flex>
        }
      />
    );
  } else {
    const failure = create.error instanceof ApiError ? create.error.message : null;
    body = (
      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby="pay-methods">
          <h2 id="pay-methods" className={styles.sectionTitle}>
            {t('methods.title')}
          </h2>
          <MethodPicker methods={view.methods} value={chosen?.method ?? null} onChange={setPicked} disabled={create.isPending || leaving} />
          {failure && <Alert type="error" showIcon title={failure} />}
          <Button type="primary" size="large" block icon={<LockOutlined />} loading={create.isPending || leaving} disabled={!chosen} onClick={pay}>
            {t(PAY_LABEL[chosen?.flow ?? 'REDIRECT'], { amount: formatPrice(view.payableMinor, view.currency, locale) })}
          </Button>
          {leaving && <p className={styles.note}>{t('pay.redirecting')}</p>}
        </section>
        <PaySummary view={view} onDue={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <PageContainer title={t('pay.title')} subtitle={t('pay.subtitle')}>
      <Breadcrumb
        items={[
          { title: <Link to="/orders">{t('common.myOrders')}</Link> },
          ...(orderId ? [{ title: <Link to={orderDetailPath(orderId)}>{view?.orderNo ?? t('common.order')}</Link> }] : []),
          { title: t('pay.title') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {body}
    </PageContainer>
  );
}
