import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Mobile numbers of spec section 5: the regions, their calling codes and the E.164 normalisation, apart from the
 * account schemas so that a form with a phone field (the checkout's buyer, an address) does not build them all.
 */

/** Regions a mobile number can belong to (ISO 3166-1 alpha-2, as libphonenumber-js knows them). */
export const PHONE_REGIONS: readonly CountryCode[] = getCountries();

/** The international calling code of a region, e.g. HK → "852". */
export const callingCodeOf = (region: CountryCode): string => getCountryCallingCode(region);

/** A region code the phone library knows (HK, CN, MO, TW, …). */
export const phoneRegionField = z
  .string({ error: 'validation.regionRequired' })
  .trim()
  .toUpperCase()
  .refine((r): r is CountryCode => (PHONE_REGIONS as readonly string[]).includes(r), { error: 'validation.regionRequired' });

/**
 * The mobile number in E.164 (+85291234567) when `mobile` is a valid number of `region`, else null.
 * Accepts national ("9123 4567") and international ("+852 9123 4567") input.
 */
export function normaliseMobile(region: string, mobile: string): string | null {
  if (!(PHONE_REGIONS as readonly string[]).includes(region)) return null;
  const parsed = parsePhoneNumberFromString(mobile, region as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== region) return null;
  return parsed.number;
}
