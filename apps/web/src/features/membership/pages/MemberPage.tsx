import type { BillingCycle } from '@sme/shared/membership-plans';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { usePlans } from '@/lib/membership/plans';
import { BillingSwitch } from '../components/BillingSwitch';
import { MembershipFaq } from '../components/MembershipFaq';
import { PlanCard } from '../components/PlanCard';
import styles from './MemberPage.module.css';

/** /member: the three membership plans from the API with a monthly / annual switch, then the FAQ. */
export default function MemberPage() {
  const { t } = useTranslation('membership');
  const [cycle, setCycle] = useState<BillingCycle>('MONTHLY');
  const isLoggedIn = useIsLoggedIn();
  const plans = usePlans();

  let content;
  if (plans.isPending) {
    content = (
      <div className={styles.grid} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active paragraph={{ rows: 8 }} />
        ))}
      </div>
    );
  } else if (plans.isError) {
    content = (
      <div className={styles.state}>
        <Result status="warning" title={t('error')} extra={<Button onClick={() => void plans.refetch()}>{t('retry')}</Button>} />
      </div>
    );
  } else if (plans.data.length === 0) {
    content = (
      <div className={styles.state}>
        <Result status="info" title={t('empty')} />
      </div>
    );
  } else {
    content = (
      <div className={styles.grid}>
        {plans.data.map((plan, index) => (
          <PlanCard key={plan.tier} plan={plan} cycle={cycle} includesTier={plans.data[index - 1]?.tier ?? null} isLoggedIn={isLoggedIn} />
        ))}
      </div>
    );
  }

  return (
    <PageContainer title={t('title')} subtitle={t('subtitle')}>
      <BillingSwitch value={cycle} onChange={setCycle} />
      {content}
      <p className={styles.note}>{t('note')}</p>
      <MembershipFaq />
    </PageContainer>
  );
}
