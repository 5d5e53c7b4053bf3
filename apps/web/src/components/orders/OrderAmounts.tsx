import type { OrderAmountsView } from '@sme/shared/schemas/orders';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { useLocale } from '@/lib/i18n';
import styles from './OrderAmounts.module.css';

/** Props of OrderAmounts. */
export interface OrderAmountsProps {
  amounts: OrderAmountsView;
  /** The promo code applied, named beside its discount. */
  promoCode?: string | null;
  /** Show what is left to pay under the total (order detail). */
  showPayable?: boolean;
}

/**
 * The money of an order or a checkout preview exactly as the server computed it: goods subtotal, coupon, promo and
 * VIP discounts, freight per merchant ("Free" when waived) and the grand total. Nothing is added up here.
 */
export function OrderAmounts({ amounts, promoCode, showPayable = false }: OrderAmountsProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const money = (minor: number) => formatPrice(minor, amounts.currency, locale);
  const less = (minor: number) => `−${money(minor)}`;
  const vip = amounts.vip;
  return (
    <dl className={styles.amounts} aria-label={t('amounts.label')}>
      <Row label={t('amounts.goods')} value={money(amounts.goodsSubtotalMinor)} />
      {amounts.couponDiscountMinor > 0 && <Row label={t('amounts.coupon')} value={less(amounts.couponDiscountMinor)} discount />}
      {amounts.promoDiscountMinor > 0 && (
        <Row label={promoCode ? t('amounts.promoNamed', { code: promoCode }) : t('amounts.promo')} value={less(amounts.promoDiscountMinor)} discount />
      )}
      {vip && amounts.vipDiscountMinor > 0 && (
        <Row label={t('amounts.vip', { tier: t(`tier.${vip.tier}`), percent: vip.percent })} value={less(amounts.vipDiscountMinor)} discount />
      )}
      {amounts.freight.length === 0 && <Row label={t('amounts.freight')} value={money(amounts.freightMinor)} />}
      {amounts.freight.map((f) => (
        <Row
          key={f.merchantId}
          label={amounts.freight.length > 1 ? t('amounts.freightOf', { merchant: f.merchantName }) : t('amounts.freight')}
          value={f.isFree ? t('amounts.free') : money(f.feeMinor)}
        />
      ))}
      <Row label={t('amounts.total')} value={money(amounts.totalMinor)} strong />
      {showPayable && <Row label={t('amounts.payable')} value={money(amounts.payableMinor)} strong />}
    </dl>
  );
}

function Row({ label, value, discount, strong }: { label: string; value: string; discount?: boolean; strong?: boolean }) {
  return (
    <div className={[styles.row, strong ? styles.strong : ''].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd className={discount ? styles.discount : undefined}>{value}</dd>
    </div>
  );
}
