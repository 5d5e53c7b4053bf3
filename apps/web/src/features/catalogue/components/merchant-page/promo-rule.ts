import type { Locale } from '@sme/shared/constants';
import type { PromoCodeView } from '@sme/shared/schemas/promotions';
import { formatDate } from '@/lib/format/format-date';
import { formatPrice } from '@/lib/format/format-price';

/** The translate function of useTranslation('product'). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A promotion code's rule in one line: what it takes off (a percentage, an amount once per order or per item), the
 * minimum spend, whether it covers only some products, and until when — "10% off over HK$300.00, until 31 Dec 2026".
 */
export function promoRuleText(promo: PromoCodeView, t: Translate, locale: Locale): string {
  let rule =
    promo.method === 'PERCENT'
      ? t('merchant.deals.rule.percent', { percent: promo.percentage })
      : t(promo.per === 'PERSON' ? 'merchant.deals.rule.fixedEach' : 'merchant.deals.rule.fixed', {
          amount: formatPrice(promo.valueMinor, promo.currency, locale),
        });
  if (promo.minSpendMinor > 0) rule = t('merchant.deals.rule.minSpend', { rule, min: formatPrice(promo.minSpendMinor, promo.currency, locale) });
  if (!promo.isForAll) rule = t('merchant.deals.rule.selected', { rule });
  const until = promo.validUntil ? formatDate(promo.validUntil, locale) : '';
  return until ? t('merchant.deals.rule.until', { rule, until }) : rule;
}
