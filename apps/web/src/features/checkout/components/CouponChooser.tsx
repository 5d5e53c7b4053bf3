import type { OrderPreviewView } from '@sme/shared/schemas/orders';
import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format/format-price';
import { couponValueText } from '@/components/promotions/coupon-text';
import { useLocale } from '@/lib/i18n';
import styles from './Checkout.module.css';

/** Coupons are chosen per issuer: one per merchant plus one platform coupon (the server's rule). */
export const PLATFORM = 'platform';

/** The key a coupon is chosen under: its merchant, or the platform. */
export const couponGroup = (coupon: { merchantId: string | null }): string => coupon.merchantId ?? PLATFORM;

/** Props of CouponChooser. */
export interface CouponChooserProps {
  usable: readonly CouponInstanceView[];
  applied: OrderPreviewView['appliedCoupons'];
  /** The chosen coupon of each group. */
  value: Readonly<Record<string, string>>;
  onChange: (group: string, couponId: string | null) => void;
  currency: string;
}

/** One select per merchant (and one for platform coupons) over the member's coupons that fit this order, with what each chosen one takes off. */
export function CouponChooser({ usable, applied, value, onChange, currency }: CouponChooserProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  if (usable.length === 0) return <p className={styles.muted}>{t('coupons.none')}</p>;

  const groups = new Map<string, CouponInstanceView[]>();
  for (const coupon of usable) groups.set(couponGroup(coupon), [...(groups.get(couponGroup(coupon)) ?? []), coupon]);

  return (
    <div className={styles.coupons}>
      {[...groups].map(([group, coupons]) => {
        const label = group === PLATFORM ? t('coupons.platform') : t('coupons.merchant', { merchant: coupons[0]?.merchantName ?? '' });
        const chosen = applied.find((a) => a.id === value[group]);
        return (
          <div key={group} className={styles.couponRow}>
            <span className={styles.couponLabel}>{label}</span>
            <Select
              aria-label={label}
              value={value[group] ?? ''}
              onChange={(id: string) => onChange(group, id || null)}
              options={[
                { value: '', label: t('coupons.noCoupon') },
                ...coupons.map((c) => ({ value: c.id, label: `${c.title} · ${couponValueText(c, t, locale)}` })),
              ]}
            />
            {chosen && <span className={styles.discount}>{t('coupons.saves', { amount: formatPrice(chosen.discountMinor, currency, locale) })}</span>}
          </div>
        );
      })}
    </div>
  );
}
