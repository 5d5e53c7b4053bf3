import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { formatDate } from '@/lib/format/format-date';
import { CouponTicket } from '@/components/promotions/CouponTicket';
import { useLocale } from '@/lib/i18n';
import { feedback, useFeedback } from '@/lib/ui/feedback';
import { useRedeemCouponInstance } from '../api/redeem-coupon-instance';

/**
 * One of the member's coupons. Unused: where to spend it, and "Use in store" (after a confirmation, since a used
 * coupon cannot come back). Used: when, and the order it went to. Expired: greyed out.
 */
export function HeldCouponCard({ coupon }: { coupon: CouponInstanceView }) {
  const { t } = useTranslation('coupons');
  const locale = useLocale();
  const { modal } = useFeedback();
  const redeem = useRedeemCouponInstance();

  const useInStore = () =>
    modal.confirm({
      title: t('held.useTitle', { title: coupon.title }),
      content: t('held.useBody'),
      okText: t('held.useOk'),
      cancelText: t('held.cancel'),
      onOk: () =>
        redeem.mutateAsync(coupon.id).then(
          () => void feedback().message.success(t('held.used')),
          // The refusal was shown by the mutation; closing the dialog is all that is left.
          () => undefined,
        ),
    });

  if (coupon.state === 'USED') {
    const note = (
      <>
        {coupon.usedAt && t('held.usedOn', { date: formatDate(coupon.usedAt, locale) })}{' '}
        {coupon.usedOrderId && <Link to={`/orderDetail?id=${encodeURIComponent(coupon.usedOrderId)}`}>{t('held.viewOrder')}</Link>}
      </>
    );
    return <CouponTicket coupon={coupon} stamp={t('state.USED')} note={note} />;
  }
  if (coupon.state === 'EXPIRED') return <CouponTicket coupon={coupon} stamp={t('state.EXPIRED')} />;
  const shopTo = coupon.merchantId ? `/merchant?id=${encodeURIComponent(coupon.merchantId)}` : '/marketplace';
  return (
    <CouponTicket
      coupon={coupon}
      action={
        <>
          <ButtonLink to={shopTo} type="primary" size="small">
            {t('held.shop')}
          </ButtonLink>
          <Button size="small" onClick={useInStore} aria-label={t('held.useNamed', { title: coupon.title })}>
            {t('held.use')}
          </Button>
        </>
      }
    />
  );
}
