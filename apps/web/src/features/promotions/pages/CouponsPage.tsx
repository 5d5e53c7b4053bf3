import { COUPON_STATES, type CouponState } from '@sme/shared/schemas/promotions';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parsePage } from '@/lib/hooks/use-page-param';
import { PageContainer } from '@/components/PageContainer';
import { CampaignClaim } from '../components/CampaignClaim';
import { CouponCentre } from '../components/CouponCentre';
import styles from '../components/Coupons.module.css';
import { HeldCoupons } from '../components/HeldCoupons';
import { RedeemCodeForm } from '../components/RedeemCodeForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /coupons (login required): the member's coupons by state (tab and page in the URL), a claim code to redeem, a
 * campaign link's offer (?offer=…) to claim, and the coupon centre of public offers to collect.
 */
export default function CouponsPage() {
  const { t } = useTranslation('coupons');
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const state: CouponState = COUPON_STATES.find((s) => s === rawTab) ?? 'UNUSED';
  const page = parsePage(params.get('page'));
  const offerId = params.get('offer');

  // Every change of view is a new history entry, so back returns to the previous tab or page.
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) out.delete(key);
        else out.set(key, value);
      }
      return out;
    });
  const showState = (next: CouponState) => update({ tab: next === 'UNUSED' ? null : next, page: null });

  return (
    <PageContainer title={t('page.title')} subtitle={t('page.subtitle')}>
      <div className={styles.layout}>
        {offerId && UUID.test(offerId) && <CampaignClaim offerId={offerId} onDone={() => update({ offer: null, tab: null, page: null })} />}
        <div className={styles.redeemCard}>
          <p className={styles.redeemIntro}>{t('redeem.intro')}</p>
          <RedeemCodeForm onRedeemed={() => showState('UNUSED')} />
        </div>
        <HeldCoupons state={state} page={page} onStateChange={showState} onPageChange={(p) => update({ page: p <= 1 ? null : String(p) })} />
        <CouponCentre />
      </div>
    </PageContainer>
  );
}
