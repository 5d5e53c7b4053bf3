import { COUPON_STATES, type CouponState } from '@sme/shared/schemas/promotions';
import { Button, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { Pager } from '@/components/ui/Pager';
import { COUPONS_PAGE_SIZE, useCouponInstances } from '../api/get-coupon-instances';
import styles from './Coupons.module.css';
import { HeldCouponCard } from './HeldCouponCard';

/** Props of HeldCoupons. */
export interface HeldCouponsProps {
  state: CouponState;
  page: number;
  onStateChange: (state: CouponState) => void;
  onPageChange: (page: number) => void;
}

/** The member's coupons: tabs Unused / Used / Expired with their counts, the coupons of the tab, and page links. */
export function HeldCoupons({ state, page, onStateChange, onPageChange }: HeldCouponsProps) {
  const { t } = useTranslation('coupons');
  const query = useCouponInstances(state, page);
  const data = query.data;

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!data) body = <ListError title={t('held.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0) {
    body = (
      <ListEmpty
        title={t(`held.empty.${state}`)}
        action={
          state === 'UNUSED' ? (
            <Button href="#coupon-centre" type="primary">
              {t('held.browse')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={t(`state.${state}`)}>
          {data.list.map((coupon) => (
            <li key={coupon.id}>
              <HeldCouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
        <Pager page={data.page} size={COUPONS_PAGE_SIZE} total={data.total} onChange={onPageChange} />
      </>
    );
  }

  return (
    <section aria-labelledby="my-coupons">
      <h2 id="my-coupons" className={styles.sectionTitle}>
        {t('held.title')}
      </h2>
      <Tabs
        activeKey={state}
        onChange={(key) => onStateChange(key as CouponState)}
        items={COUPON_STATES.map((s) => ({
          key: s,
          label: (
            <span>
              {t(`state.${s}`)} <span className={styles.count}>{data?.counts[s] ?? 0}</span>
            </span>
          ),
        }))}
      />
      {body}
    </section>
  );
}
