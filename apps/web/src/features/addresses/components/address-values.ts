import type { AddressArea, AddressView } from '@sme/shared/schemas/addresses';
import { callingCodeOf, PHONE_REGIONS } from '@sme/shared/schemas/phone';
import type { AddressFields } from '../api/save-address';

/** The address form's values (strings as typed; the default flag as a switch). */
export interface AddressFormValues {
  name: string;
  regionCode: string;
  phone: string;
  email: string;
  area: AddressArea;
  countryCode?: string;
  city?: string;
  detail: string;
  remarks?: string;
  isDefault: boolean;
}

/** The form's field names, to place the server's field errors. */
export const ADDRESS_FORM_FIELDS = ['name', 'regionCode', 'phone', 'email', 'area', 'countryCode', 'city', 'detail', 'remarks', 'isDefault'] as const;

/** The E.164 number without its region's calling code, as the member typed it ("+85291234567" → "91234567"). */
function nationalPart(regionCode: string, phone: string): string {
  const region = PHONE_REGIONS.find((r) => r === regionCode);
  const prefix = region ? `+${callingCodeOf(region)}` : null;
  return prefix && phone.startsWith(prefix) ? phone.slice(prefix.length) : phone;
}

/** The form's starting values: an existing address, or a Hong Kong address with the member's own contact details. */
export function initialAddressValues(address: AddressView | undefined, contact?: { name?: string | null; email?: string | null }): AddressFormValues {
  if (!address) {
    return {
      name: contact?.name ?? '',
      regionCode: 'HK',
      phone: '',
      email: contact?.email ?? '',
      area: 'HONG_KONG',
      countryCode: 'HK',
      detail: '',
      isDefault: false,
    };
  }
  return {
    name: address.name,
    regionCode: address.regionCode,
    phone: nationalPart(address.regionCode, address.phone),
    email: address.email,
    area: address.area,
    countryCode: address.countryCode,
    city: address.city,
    detail: address.detail,
    remarks: address.remarks ?? '',
    isDefault: address.isDefault,
  };
}

/** An address as address.update takes it again (set as default keeps every other field). */
export function addressToFields(address: AddressView): AddressFields {
  const v = initialAddressValues(address);
  return { ...v, countryCode: address.countryCode, city: address.city, remarks: v.remarks ?? '' };
}
