import { formatMoney } from '@sme/shared/money';
import type { Locale } from '@sme/shared/constants';
import { LOCALE_META } from '@/lib/i18n';

/** formatMoney with the grouping of the reader's locale. */
export function formatPrice(minor: number, currency: string, locale: Locale): string {
  return formatMoney(minor, currency, LOCALE_META[locale].htmlLang);
}
