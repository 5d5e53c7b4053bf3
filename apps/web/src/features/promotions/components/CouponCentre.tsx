import { useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { Pager } from '@/components/ui/Pager';
import { CouponTicket } from '@/components/promotions/CouponTicket';
import { OfferCollectButton } from '@/components/promotions/OfferCollectButton';
import { OFFERS_PAGE_SIZE, useCouponOffers } from '../api/get-coupon-offers';
import styles from './Coupons.module.css';

/** The coupon centre: public offers open now, each with what is left and Collect. */
export function CouponCentre() {
  const { t } = useTranslation('coupons');
  const [page, setPage] = useState(1);
  const query = useCouponOffers(page);
  const data = query.data;

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!data) body = <ListError title={t('centre.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (data.list.length === 0) body = <ListEmpty title={t('centre.empty')} />;
  else {
    body = (
      <>
        <ul className={styles.grid} aria-label={t('centre.title')}>
          {data.list.map((offer) => (
            <li key={offer.id}>
              <CouponTicket
                coupon={offer}
                note={offer.remaining === null ? undefined : t('centre.remaining', { count: offer.remaining })}
                action={<OfferCollectButton offer={offer} />}
              />
            </li>
          ))}
        </ul>
        <Pager page={data.page} size={OFFERS_PAGE_SIZE} total={data.total} onChange={setPage} />
      </>
    );
  }

  return (
    <section id="coupon-centre" aria-labelledby="coupon-centre-title" className={styles.centre}>
      <h2 id="coupon-centre-title" className={styles.sectionTitle}>
        {t('centre.title')}
      </h2>
      <p className={styles.sectionLead}>{t('centre.lead')}</p>
      {body}
    </section>
  );
}
