import type { DiscountItemView } from '@sme/shared/schemas/promotions';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { couponIssuerText, couponScopeText, couponValidityText, couponValueParts } from './coupon-text';
import styles from './CouponTicket.module.css';

/** What a ticket shows of an offer or of a coupon the member holds. */
export interface TicketCoupon extends DiscountItemView {
  title: string;
  merchantId: string | null;
  merchantName: string | null;
  validFrom: string | null;
  validUntil: string | null;
  validDays?: number | null;
}

/** Props of CouponTicket. */
export interface CouponTicketProps {
  coupon: TicketCoupon;
  /** Greyed out with this stamp (used, expired). */
  stamp?: string;
  /** A line under the validity (used on…, collected 1 of 2). */
  note?: ReactNode;
  /** The button(s) on the right. */
  action?: ReactNode;
  compact?: boolean;
}

/** A coupon drawn as a ticket: its value on the stub, then title, issuer, the products it covers, validity and an action. */
export function CouponTicket({ coupon, stamp, note, action, compact = false }: CouponTicketProps) {
  const { t } = useTranslation('coupons');
  const locale = useLocale();
  const value = couponValueParts(coupon, t, locale);
  const classes = [styles.ticket, stamp ? styles.muted : '', compact ? styles.compact : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-label={coupon.title}>
      <div className={styles.stub}>
        <strong className={styles.value}>{value.figure}</strong>
        <span className={styles.meaning}>{value.meaning}</span>
        <span className={styles.issuer}>{couponIssuerText(coupon, t)}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{coupon.title}</h3>
        <div className={styles.tags}>
          <Tag color={coupon.merchantId === null ? 'purple' : 'cyan'}>{t(coupon.merchantId === null ? 'kind.platform' : 'kind.merchant')}</Tag>
          <Tag>{couponScopeText(coupon, t)}</Tag>
        </div>
        <span className={styles.validity}>{couponValidityText(coupon, t, locale)}</span>
        {note && <span className={styles.note}>{note}</span>}
      </div>
      {(action || stamp) && <div className={styles.action}>{stamp ? <span className={styles.stamp}>{stamp}</span> : action}</div>}
    </article>
  );
}
