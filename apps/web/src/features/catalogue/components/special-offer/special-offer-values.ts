import { personName } from '@sme/shared/member-display';
import { callingCodeOf, PHONE_REGIONS } from '@sme/shared/schemas/phone';
import type { MemberProfile } from '@/lib/session/user-store';

/** The special order form's fields as antd holds them. */
export interface SpecialOfferValues {
  productName: string;
  productCode?: string;
  specification?: string;
  quantity: number | null;
  customerName: string;
  email: string;
  regionCode: string;
  phone: string;
  remark?: string;
}

/** Field names, for placing the server's field errors. */
export const SPECIAL_OFFER_FIELDS = [
  'productName',
  'productCode',
  'specification',
  'quantity',
  'customerName',
  'email',
  'regionCode',
  'phone',
  'remark',
] as const;

/** A positive whole quantity from the query, else undefined. */
function quantityFrom(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** An E.164 number without its region's calling code (the region select shows that), e.g. +85291234567 → 91234567. */
function nationalNumber(e164: string, region: string): string {
  const known = PHONE_REGIONS.find((r) => r === region);
  const prefix = known ? `+${callingCodeOf(known)}` : '';
  return prefix && e164.startsWith(prefix) ? e164.slice(prefix.length) : e164;
}

/**
 * The form's starting values: the product and choice carried by the /pd link's query, the contact details of the
 * signed-in member's profile (each left empty when unknown).
 */
export function initialSpecialOfferValues(query: URLSearchParams, profile: MemberProfile | null | undefined): SpecialOfferValues {
  return {
    productName: query.get('productName') ?? '',
    productCode: query.get('productCode') ?? '',
    specification: query.get('specification') ?? '',
    quantity: quantityFrom(query.get('quantity')),
    // A name, never the email or mobile the display name falls back to: empty when the profile holds none.
    customerName: profile ? personName(profile) : '',
    email: profile?.email ?? '',
    regionCode: profile?.mobileRegion ?? 'HK',
    phone: profile?.mobile ? nationalNumber(profile.mobile, profile.mobileRegion ?? 'HK') : '',
    remark: '',
  };
}
