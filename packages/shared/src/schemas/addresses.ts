import { z } from 'zod';
import { normaliseMobile, phoneRegionField } from './phone';
import { emailField, text } from './fields';

/**
 * Delivery addresses (spec sections 3 and 5): name, phone, email, area (Hong Kong or overseas), country, city,
 * detail, remarks, default flag. The contract of the address.* operations.
 */

/** Most addresses a member keeps. */
export const MAX_ADDRESSES = 20;

/** Area of spec section 3. */
export const ADDRESS_AREAS = ['HONG_KONG', 'OVERSEAS'] as const;
export type AddressArea = (typeof ADDRESS_AREAS)[number];

/** The fields of an address form, as the form and the server read them. */
export const addressFields = z.object({
  name: text().trim().min(1, { error: 'validation.required' }).max(60),
  regionCode: phoneRegionField,
  phone: text().trim().min(1, { error: 'validation.phoneRequired' }).max(32),
  email: emailField,
  area: z.enum(ADDRESS_AREAS),
  /** ISO 3166-1 alpha-2 (HK for the Hong Kong area). */
  countryCode: text().trim().length(2).toUpperCase(),
  /** A city (or Hong Kong district) from the platform's country/city data. */
  city: text().trim().min(1, { error: 'validation.required' }).max(80),
  detail: text().trim().min(1, { error: 'validation.required' }).max(300),
  remarks: text().trim().max(200).optional(),
  isDefault: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(false),
});

/** address.add / address.update input: the fields plus the section 5 rules across them. Phone comes out in E.164. */
export const addressInput = addressFields.transform((v, ctx) => {
  const phone = normaliseMobile(v.regionCode, v.phone);
  if (!phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneInvalid' });
    return z.NEVER;
  }
  if (v.area === 'HONG_KONG' && v.countryCode !== 'HK') {
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.addressAreaCountry' });
    return z.NEVER;
  }
  if (v.area === 'OVERSEAS' && v.countryCode === 'HK') {
    ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'validation.addressAreaCountry' });
    return z.NEVER;
  }
  return { ...v, phone };
});
export type AddressInput = z.infer<typeof addressInput>;
/** address.add / address.update fields as a client sends them (the default flag always said). */
export type AddressFieldsInput = z.input<typeof addressFields> & { isDefault: boolean };

/** An address as the server answers it. */
export interface AddressView {
  id: string;
  name: string;
  regionCode: string;
  /** E.164. */
  phone: string;
  email: string;
  area: AddressArea;
  countryCode: string;
  city: string;
  detail: string;
  remarks: string | null;
  isDefault: boolean;
  updatedAt: string;
}
