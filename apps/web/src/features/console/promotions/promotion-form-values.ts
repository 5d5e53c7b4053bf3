import { toDecimalString } from '@sme/shared/money';
import type { ConsoleCouponOfferView, ConsolePromoView, DISCOUNT_METHODS, PROMO_COUNT_MODES } from '@sme/shared/schemas/console-promotions';
import dayjs, { type Dayjs } from 'dayjs';
import { amountToMinor } from '../catalogue/products/product-form-values';

/**
 * The promotion forms' values and the request bodies they make. Amounts are typed in major units ("20.00") and sent
 * in integer minor units, converted exactly by the shared money helpers; instants are picked as local date-times and
 * sent as ISO strings. The form names amounts differently from the server (amount, minSpend), mapped below.
 */

/** The merchant select's value for a platform-wide promotion (admins only). */
export const PLATFORM = 'PLATFORM';

/** What both forms edit: the discount and its validity. */
export interface DiscountFormValues {
  merchantId?: string;
  titleEn?: string;
  titleZh?: string;
  currency?: string;
  method?: (typeof DISCOUNT_METHODS)[number];
  amount?: string;
  percentage?: number | null;
  isForAll?: boolean;
  pidList?: string[];
  validFrom?: Dayjs | null;
  validUntil?: Dayjs | null;
}

/** The promo code form's values. */
export interface PromoFormValues extends DiscountFormValues {
  code?: string;
  per?: (typeof PROMO_COUNT_MODES)[number];
  usageLimit?: number | null;
  perMemberLimit?: number | null;
  minSpend?: string;
}

/** The coupon offer form's values. */
export interface OfferFormValues extends DiscountFormValues {
  isPublic?: boolean;
  claimCode?: string;
  totalQuantity?: number | null;
  perMemberLimit?: number | null;
  validDays?: number | null;
}

/** Server field → form field, where the form types major units instead of minor ones. */
export const SERVER_FIELD_NAMES: Record<string, string> = { valueMinor: 'amount', minSpendMinor: 'minSpend' };

/** The form field of a server field. */
export const formFieldOf = (serverField: string) => SERVER_FIELD_NAMES[serverField] ?? serverField;

const DISCOUNT_FORM_FIELDS = [
  'merchantId',
  'titleEn',
  'titleZh',
  'currency',
  'method',
  'amount',
  'percentage',
  'isForAll',
  'pidList',
  'validFrom',
  'validUntil',
] as const;
/** Names of the promo code form's fields, for placing the server's field errors. */
export const PROMO_FORM_FIELDS = [...DISCOUNT_FORM_FIELDS, 'code', 'per', 'usageLimit', 'perMemberLimit', 'minSpend'] as const;
/** Names of the offer form's fields, for placing the server's field errors. */
export const OFFER_FORM_FIELDS = [...DISCOUNT_FORM_FIELDS, 'isPublic', 'claimCode', 'totalQuantity', 'perMemberLimit', 'validDays'] as const;

/** A new promo code's starting values. */
export const EMPTY_PROMO: PromoFormValues = { currency: 'HKD', method: 'FIXPRICE', per: 'ORDER', isForAll: true, pidList: [], minSpend: '' };
/** A new offer's starting values. */
export const EMPTY_OFFER: OfferFormValues = { currency: 'HKD', method: 'FIXPRICE', isForAll: true, pidList: [], isPublic: true, perMemberLimit: 1 };

const iso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : null);
const picked = (s: string | null) => (s ? dayjs(s) : null);

function discountBody(values: DiscountFormValues, id: string | undefined) {
  const currency = (values.currency ?? '').trim().toUpperCase();
  const isPercent = values.method === 'PERCENT';
  return {
    ...(id ? { id } : {}),
    ...(!id && values.merchantId ? { merchantId: values.merchantId === PLATFORM ? null : values.merchantId } : {}),
    titleEn: values.titleEn?.trim() ?? '',
    titleZh: values.titleZh?.trim() ?? '',
    currency,
    method: values.method ?? 'FIXPRICE',
    valueMinor: isPercent ? 0 : amountToMinor(values.amount, currency),
    percentage: isPercent ? (values.percentage ?? null) : 0,
    isForAll: values.isForAll ?? true,
    pidList: values.isForAll === false ? (values.pidList ?? []) : [],
    validFrom: iso(values.validFrom),
    validUntil: iso(values.validUntil),
  };
}

/** The request body of console.promo.create / update. */
export function promoBody(values: PromoFormValues, id?: string): Record<string, unknown> {
  const base = discountBody(values, id);
  return {
    ...base,
    code: values.code?.trim() ?? '',
    per: values.per ?? 'ORDER',
    usageLimit: values.usageLimit ?? null,
    perMemberLimit: values.perMemberLimit ?? null,
    minSpendMinor: amountToMinor(values.minSpend, base.currency) ?? 0,
  };
}

/** The request body of console.couponOffer.create / update. */
export function offerBody(values: OfferFormValues, id?: string): Record<string, unknown> {
  return {
    ...discountBody(values, id),
    isPublic: values.isPublic ?? true,
    claimCode: values.claimCode?.trim() ? values.claimCode.trim() : null,
    totalQuantity: values.totalQuantity ?? null,
    perMemberLimit: values.perMemberLimit ?? 1,
    validDays: values.validDays ?? null,
  };
}

function discountValues(p: ConsolePromoView | ConsoleCouponOfferView): DiscountFormValues {
  return {
    titleEn: p.titleEn,
    titleZh: p.titleZh,
    currency: p.currency,
    method: p.method,
    amount: p.method === 'FIXPRICE' ? toDecimalString(p.valueMinor, p.currency) : '',
    percentage: p.method === 'PERCENT' ? p.percentage : null,
    isForAll: p.isForAll,
    pidList: p.pidList,
    validFrom: picked(p.validFrom),
    validUntil: picked(p.validUntil),
  };
}

/** The form's values of a saved promo code. */
export function promoFormValues(p: ConsolePromoView): PromoFormValues {
  return {
    ...discountValues(p),
    code: p.code,
    per: p.per,
    usageLimit: p.usageLimit,
    perMemberLimit: p.perMemberLimit,
    minSpend: p.minSpendMinor > 0 ? toDecimalString(p.minSpendMinor, p.currency) : '',
  };
}

/** The form's values of a saved offer. */
export function offerFormValues(o: ConsoleCouponOfferView): OfferFormValues {
  return {
    ...discountValues(o),
    isPublic: o.isPublic,
    claimCode: o.claimCode ?? '',
    totalQuantity: o.totalQuantity,
    perMemberLimit: o.perMemberLimit,
    validDays: o.validDays,
  };
}
