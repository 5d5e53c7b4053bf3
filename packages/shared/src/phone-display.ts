import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** An E.164 number as people read it, e.g. +85291234567 → "+852 9123 4567"; anything unparsable comes back as given. */
export function formatMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
