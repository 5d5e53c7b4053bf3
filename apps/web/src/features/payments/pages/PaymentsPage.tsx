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
import { MEMBERSHIP_PLANS_PATH, orderDetailPath, type PaySubject } from '../components/payment-state';
import { PaymentMissing } from '../components/PaymentMissing';
import { PaymentStarted } from '../components/PaymentStarted';
import styles from '../components/Payments.module.css';
import { PaySummary } from '../components/PaySummary';
import { useFollowUrl } from '../components/use-follow-url';
import { usePaySubject } from '../components/use-id-param';

/** The words of the pay button for each way a method goes on. */
const PAY_LABEL: Record<PaymentFlow, string> = { REDIRECT: 'pay.payButton', QR: 'pay.showQr', OFFLINE: 'pay.confirmCod' };

/** The query field naming what is paid: an order, or a membership purchase. */
const subjectFields = (subject: PaySubject) => (subject.purpose === 'MEMBERSHIP' ? { purchaseId: subject.id } : { orderId: subject.id });

/**
 * /payments?orderId=… or ?purchaseId=… (login required): the amount payable of an order (with its time left) or of a
 * membership purchase (with the plan and until when it runs), the methods the server offers for it, and Pay. A hosted
 * method leaves for the provider's page; FPS shows its QR code here; cash on delivery (orders only) confirms.
 * Only what is paid and the method are sent: the amount is always the server's.
 */
export default function PaymentsPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const { purpose, subject } = usePaySubject();
  const forMembership = purpose === 'MEMBERSHIP';
  const query = usePayMethods(subject && subjectFields(subject));
  const create = useCreatePayment();
  const follow = useFollowUrl();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const [started, setStarted] = useState<PaymentView | null>(null);
  const [leaving, setLeaving] = useState(false);
  const view = query.data;
  const chosen = view?.methods.find((m) => m.method === picked) ?? view?.methods[0] ?? null;

  const pay = () => {
    if (!subject || !chosen || create.isPending) return;
    create.mutate(
      { ...subjectFields(subject), method: chosen.method },
      {
        onSuccess: (payment) => {
          if (payment.next?.flow === 'REDIRECT') {
            setLeaving(true);
            follow(payment.next.url);
          } else setStarted(payment);
        },
        // The order or purchase may have been paid or closed meanwhile: show what the server says now.
        onError: () => void query.refetch(),
      },
    );
  };

  const back = forMembership ? (
    <ButtonLink to={MEMBERSHIP_PLANS_PATH} type="primary">
      {t('membership.backToMembership')}
    </ButtonLink>
  ) : (
    <ButtonLink to="/orders" type="primary">
      {t('common.myOrders')}
    </ButtonLink>
  );
  let body;
  if (!subject || (query.error instanceof ApiError && query.error.status === 404)) {
    const key = forMembership ? 'membership' : 'pay';
    const way = forMembership ? { to: MEMBERSHIP_PLANS_PATH, label: t('membership.backToMembership') } : undefined;
    body = <PaymentMissing title={t(`${key}.notFound`)} body={t(`${key}.notFoundBody`)} back={way} />;
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
        title={t(view.purpose === 'MEMBERSHIP' ? 'membership.blockedTitle' : 'pay.blockedTitle')}
        subTitle={view.blockedMessage ?? t(view.purpose === 'MEMBERSHIP' ? 'membership.noMethods' : 'pay.noMethods')}
        extra={
          <Flex gap={12} wrap justify="center">
            {view.purpose === 'MEMBERSHIP' ? (
              back
            ) : (
              <ButtonLink to={orderDetailPath(view.orderId)} type="primary">
                {t('common.viewOrder')}
              </ButtonLink>
            )}
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

  const trail = forMembership
    ? [{ title: <Link to={MEMBERSHIP_PLANS_PATH}>{t('membership.label')}</Link> }, ...(view ? [{ title: view.orderNo }] : [])]
    : [
        { title: <Link to="/orders">{t('common.myOrders')}</Link> },
        ...(subject ? [{ title: <Link to={orderDetailPath(subject.id)}>{view?.orderNo ?? t('common.order')}</Link> }] : []),
      ];
  return (
    <PageContainer title={t('pay.title')} subtitle={t(forMembership ? 'membership.subtitle' : 'pay.subtitle')}>
      <Breadcrumb items={[...trail, { title: t('pay.title') }]} style={{ marginBottom: 16 }} />
      {body}
    </PageContainer>
  );
}
