import type { CompanyEmailView } from '@sme/shared/schemas/booking';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { useCompanyEmail } from '@/lib/booking/company-email';
import { CallSummary } from '../company-email/CallSummary';
import styles from '../company-email/CompanyEmail.module.css';
import { CompanyEmailForm } from '../company-email/CompanyEmailForm';
import { VerifiedEmailCard } from '../company-email/VerifiedEmailCard';
import { BookingSteps } from '../components/BookingSteps';
import pageStyles from './CompanyEmailPage.module.css';

/**
 * /community1, the first step of booking a call with a client adviser: what the call is, then the member's company
 * email — verified already (continue, or use another), or given and proved with a 6-digit code.
 */
export default function CompanyEmailPage() {
  const { t } = useTranslation('bookingCompanyEmail');
  const saved = useCompanyEmail();
  const [changing, setChanging] = useState(false);
  // The answer of a verification made on this page, shown as a success until the member moves on.
  const [fresh, setFresh] = useState<CompanyEmailView | null>(null);
  const view = fresh ?? saved.data;

  let step;
  if (view?.companyEmail && !changing) {
    step = (
      <VerifiedEmailCard
        view={{ ...view, companyEmail: view.companyEmail }}
        fresh={fresh !== null}
        onChange={() => {
          setChanging(true);
          setFresh(null);
        }}
      />
    );
  } else if (view) {
    step = (
      <CompanyEmailForm
        current={view.companyEmail}
        onVerified={(verified) => {
          setFresh(verified);
          setChanging(false);
        }}
        onCancel={() => setChanging(false)}
      />
    );
  } else if (saved.isError) {
    step = (
      <section className={styles.card}>
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Button type="primary" onClick={() => void saved.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </section>
    );
  } else {
    step = (
      <section className={styles.card} aria-busy="true" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  }

  return (
    <PageContainer title={t('common:route.community1')} subtitle={t('common:routeDesc.community1')}>
      <div className={pageStyles.frame}>
        <BookingSteps current="email" />
        <div className={pageStyles.layout}>
          <div className={pageStyles.main}>{step}</div>
          <CallSummary />
        </div>
      </div>
    </PageContainer>
  );
}
