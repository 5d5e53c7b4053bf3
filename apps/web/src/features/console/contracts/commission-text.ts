import type { Locale } from '@sme/shared/constants';
import { bpsToPercent } from '@sme/shared/schemas/contracts';
import { LOCALE_META } from '@/lib/i18n';

/** A commission in basis points as the reader's percentage ("2.5%"). */
export function commissionText(bps: number, locale: Locale): string {
  return `${new Intl.NumberFormat(LOCALE_META[locale].htmlLang, { maximumFractionDigits: 2 }).format(bpsToPercent(bps))}%`;
}
