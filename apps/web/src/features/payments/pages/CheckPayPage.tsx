import { LoadingOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListError } from '@/components/ui/ListStates';
import { PageContainer } from '@/components/PageContainer';
import { isFailedPayment, isOpenPayment } from '../components/payment-state';
import styles from '../components/Payments.module.css';
import { PaymentMissing } from '../components/PaymentMissing';
import { usePaymentPage } from '../components/use-payment-page';

/** How often the server is asked, and for how long before the page hands over to /paymentMsg. */
const POLL_MS = 2_000;
const LIMIT_MS = 120_000;

/**
 * /checkpay?paymentId=… — asks the server (pay.check, which asks the provider) every 2 s until the payment is final:
 * paid → /paymentSuccess; failed, cancelled or expired → /paymentFail; still open after ~2 minutes → /paymentMsg.
 */
export default function CheckPayPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [timedOut, setTimedOut] = useState(false);
  const { paymentId, query, payment, missing } = usePaymentPage({ pollMs: POLL_MS, poll: (p) => p !== undefined && isOpenPayment(p.status) });

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!payment || !paymentId) return;
    let page: string | null = null;
    if (payment.status === 'SUCCEEDED') page = '/paymentSuccess';
    else if (isFailedPayment(payment.status)) page = '/paymentFail';
    else if (timedOut) page = '/paymentMsg';
    if (page) void navigate(`${page}?paymentId=${encodeURIComponent(paymentId)}`, { replace: true });
  }, [payment, paymentId, timedOut, navigate]);

  let body;
  if (missing) body = <PaymentMissing />;
  else if (!payment && query.isError) body = <ListError title={t('check.failed')} onRetry={() => void query.refetch()} />;
  else
    body = (
      <section className={styles.checking} aria-live="polite" aria-busy="true">
        <Spin indicator={<LoadingOutlined className={styles.spinner} spin />} size="large" />
        <h1 className={styles.questionTitle}>{t('check.title')}</h1>
        {payment && (
          <p className={styles.questionMeta}>{t(payment.purpose === 'MEMBERSHIP' ? 'membership.meta' : 'check.meta', { orderNo: payment.orderNo })}</p>
        )}
        <p className={styles.muted}>{t('check.body')}</p>
      </section>
    );
  return <PageContainer width="narrow">{body}</PageContainer>;
}
