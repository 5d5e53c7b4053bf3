import type { AddressView } from '@sme/shared/schemas/addresses';
import { formatNationalMobile } from '@sme/shared/phone-display';
import type { MemberProfile } from '@/lib/session/user-store';
import type { BuyerValues } from './BuyerForm';

/**
 * The buyer's details to start from, whatever the delivery: the member's own name (full name, English name, then
 * nickname: a name, never the email or mobile a display name may fall back to), mobile and email from the profile, and
 * where the profile has none, those of the default (or first) address.
 */
export function buyerDefaults(profile: MemberProfile | null | undefined, addresses: readonly AddressView[]): Partial<BuyerValues> {
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  const english = [profile?.engFirstName, profile?.engLastName].filter((n) => n?.trim()).join(' ');
  const name = profile?.fullName?.trim() || english || profile?.nickName?.trim() || address?.name || '';
  const phone =
    profile?.mobile && profile.mobileRegion
      ? { regionCode: profile.mobileRegion, phone: formatNationalMobile(profile.mobile) }
      : address
        ? { regionCode: address.regionCode, phone: formatNationalMobile(address.phone) }
        : { regionCode: 'HK' };
  return { buyerName: name, buyerEmail: profile?.email ?? address?.email ?? '', ...phone };
}
