import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

const MB = 1024 * 1024;

/** A file's size in kB (at least 1) or MB in the reader's language: "0.4 kB", "9.8 MB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  const mb = bytes >= MB;
  const value = mb ? bytes / MB : Math.max(1, bytes / 1024);
  return new Intl.NumberFormat(LOCALE_META[locale].htmlLang, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(value);
}
