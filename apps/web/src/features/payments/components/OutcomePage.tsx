import type { PaymentView } from '@sme/shared/schemas/payments';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/ui/ListStates';
import { PageContainer } from '@/components/PageContainer';
import { PaymentMissing } from './PaymentMissing';
import { usePaymentPage } from './use-payment-page';

/**
 * The frame of the outcome pages (/paymentSuccess, /paymentFail, /paymentMsg): reads the ?paymentId=… attempt from the
 * server (never from the URL's say-so) and renders it, or says the link leads nowhere.
 */
export function OutcomePage({ children }: { children: (payment: PaymentView, refresh: () => void, refreshing: boolean) => ReactNode }) {
  const { t } = useTranslation('payments');
  const { query, payment, missing } = usePaymentPage();
  let body;
  if (missing) body = <PaymentMissing />;
  else if (payment) body = children(payment, () => void query.refetch(), query.isFetching);
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else body = <ListError title={t('check.failed')} onRetry={() => void query.refetch()} />;
  return <PageContainer width="narrow">{body}</PageContainer>;
}
