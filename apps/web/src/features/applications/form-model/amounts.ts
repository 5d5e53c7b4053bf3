import { toDecimalString, toMinor } from '@sme/shared/money';

/**
 * The form's decimal inputs and the integers the answers store: HKD entered in dollars and stored in minor units,
 * shareholdings entered in percent (2 decimals) and stored in basis points (12.5 % → 1250). String maths only.
 */

/** "1250.5" dollars → 125050 minor units; undefined for anything that is not an amount with at most 2 decimals. */
export function dollarsToMinor(text: unknown): number | undefined {
  if (text === null || text === undefined || String(text).trim() === '') return undefined;
  try {
    return toMinor(String(text), 'HKD');
  } catch {
    return undefined;
  }
}

/** 125050 minor units → "1250.50" (the input's value). */
export const minorToDollars = (minor: number): string => toDecimalString(minor, 'HKD');

/** "12.5" percent → 1250 basis points; undefined for anything that is not a percentage with at most 2 decimals. */
export function percentToBp(text: unknown): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 basis points → "12.50" (one conversion for the input and the read-only views). */
export { bpToPercent } from '@/lib/applications/format-answer';
