import type { Locale } from '@sme/shared/constants';
import { formatPrice } from '@/lib/format/format-price';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a promotion takes off, in words: "15% off", "HK$20.00 off each order" (`per` only for promo codes). */
export function discountLabel(
  p: { method: 'FIXPRICE' | 'PERCENT'; valueMinor: number; percentage: number; currency: string; per?: 'ORDER' | 'PERSON' },
  t: Translate,
  locale: Locale,
): string {
  if (p.method === 'PERCENT') return t('discount.percent', { percent: p.percentage });
  const amount = formatPrice(p.valueMinor, p.currency, locale);
  return p.per ? t(`discount.fixed${p.per}`, { amount }) : t('discount.fixedUnit', { amount });
}
