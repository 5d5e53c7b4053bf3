import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** An E.164 number as people read it, e.g. +85291234567 → "+852 9123 4567"; anything unparsable comes back as given. */
export function formatMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The number without its country code, as a form with a separate region selector shows it: +85291234567 → "9123 4567". */
export function formatNationalMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
