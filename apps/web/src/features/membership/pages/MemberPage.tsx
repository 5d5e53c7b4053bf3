import type { BillingCycle } from '@sme/shared/membership-plans';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { RedeemCardForm } from '@/components/membership/RedeemCardForm';
import { heldMembership, useCurrentMembership } from '@/lib/membership/get-current-membership';
import { usePlans } from '@/lib/membership/plans';
import { type LoginRouteState, rememberLoginRedirect } from '@/lib/session/login-redirect';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { BillingSwitch } from '../components/BillingSwitch';
import { CurrentPlanBanner } from '../components/CurrentPlanBanner';
import { MembershipFaq } from '../components/MembershipFaq';
import { PlanCard } from '../components/PlanCard';
import { PurchaseDialog } from '../components/PurchaseDialog';
import { planActionFor, planTargetOf, withPlanTarget } from '../plan-action';
import styles from './MemberPage.module.css';

/**
 * /member: the three membership plans from the API with a monthly / annual switch, then the FAQ. A member sees the
 * plan held and, on each card, what they can do (choose, renew, upgrade, switch at the end), which opens the price
 * dialog; the dialog is asked for in the query (`?plan=GOLD&cycle=ANNUAL`, or `?renew=GOLD` from the renewal mail),
 * so a visitor is sent to log in and comes back to it.
 */
export default function MemberPage() {
  const { t } = useTranslation('membership');
  const [cycle, setCycle] = useState<BillingCycle>('MONTHLY');
  const isLoggedIn = useIsLoggedIn();
  const plans = usePlans();
  const current = useCurrentMembership({ fresh: true });
  const held = heldMembership(current.data);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const target = planTargetOf(params);

  if (target && !isLoggedIn) {
    rememberLoginRedirect(`${location.pathname}${location.search}${location.hash}`);
    const state: LoginRouteState = { fromGuard: true };
    return <Navigate to="/login" replace state={state} />;
  }

  // The renewal mail's link names no cycle: renew as the running period was bought, else as the switch shows.
  const dialogCycle = target ? (target.cycle ?? (held?.tier === target.tier ? held.current?.cycle : null) ?? cycle) : cycle;
  const showDialog = target !== null && !current.isPending;
  const closeDialog = () => setParams(withPlanTarget(params, null), { replace: true });
  const changeDialogCycle = (next: BillingCycle) => {
    setCycle(next);
    if (target) setParams(withPlanTarget(params, { tier: target.tier, cycle: next }), { replace: true });
  };

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
          <PlanCard
            key={plan.tier}
            plan={plan}
            cycle={cycle}
            includesTier={plans.data[index - 1]?.tier ?? null}
            isLoggedIn={isLoggedIn}
            action={planActionFor(plan.tier, held?.tier ?? null)}
            actionTo={`${location.pathname}?${withPlanTarget(params, { tier: plan.tier, cycle }).toString()}`}
            isCurrent={held?.tier === plan.tier}
          />
        ))}
      </div>
    );
  }

  return (
    <PageContainer title={t('title')} subtitle={t('subtitle')}>
      {held && <CurrentPlanBanner membership={held} />}
      <BillingSwitch value={cycle} onChange={setCycle} />
      {content}
      <p className={styles.note}>{t('note')}</p>
      {isLoggedIn && (
        <section className={styles.redeem} aria-labelledby="redeem-card">
          <h2 id="redeem-card" className={styles.redeemTitle}>
            {t('redeem.title')}
          </h2>
          <p className={styles.redeemIntro}>{t('redeem.intro')}</p>
          <RedeemCardForm />
        </section>
      )}
      <MembershipFaq />
      {showDialog && <PurchaseDialog key={target.tier} tier={target.tier} cycle={dialogCycle} onCycleChange={changeDialogCycle} onClose={closeDialog} />}
    </PageContainer>
  );
}
