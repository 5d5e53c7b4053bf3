import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Personal data shown to someone who should recognise it but not harvest it: back-office lists, guest lookups, confirmations. */

/** "jane@example.com" → "j***@example.com": enough to recognise in a list, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** "+85291234567" → "+852 ****4567": the country code and last four digits, enough to tell two callers apart. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '****';
  const country = parsePhoneNumberFromString(phone)?.countryCallingCode;
  return `${country ? `+${country} ` : ''}****${digits.slice(-4)}`;
}

/** "E12345678" → "E1*****78": an identity number (passport, HK ID, company number) recognisable to its owner, useless to a reader. */
export function maskIdNumber(id: string): string {
  const chars = [...id.trim()];
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** "8852123456789012" (spaces allowed) → "**** **** **** 9012": a membership card number its holder recognises by its last four digits. */
export function maskCardNo(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  return digits.length <= 4 ? '****' : `**** **** **** ${digits.slice(-4)}`;
}
