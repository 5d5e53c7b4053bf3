import { ANNUAL_BILLING_SAVING_PERCENT, LOCALES } from '@sme/shared/constants';
import { formatMoney } from '@sme/shared/money';
import type { Database } from '../../../../db/client';
import { listPlans } from '../../../membership';
import type { KnowledgeDocument } from '../knowledge-types';
import { webTexts } from './web-texts';

/** Questions of the membership page's FAQ, in its order (membership.json faq.<key>). */
const FAQ_KEYS = ['billing', 'change', 'join', 'company', 'fastTrack', 'cancel'] as const;

/**
 * The membership plans as /member shows them: one passage per plan (tagline, monthly and annual prices formatted by the
 * one money formatter, the features it adds, in the page's own words), plus the page's FAQ, in every locale.
 */
export async function planDocuments(db: Database): Promise<KnowledgeDocument[]> {
  const plans = await listPlans(db);
  const vars = { percent: ANNUAL_BILLING_SAVING_PERCENT };
  return LOCALES.flatMap((locale) => {
    const { t } = webTexts(locale);
    const money = (minor: number, currency: string) => formatMoney(minor, currency, locale.replace('_', '-'));
    const pageTitle = t('membership:title');
    const planPassages = plans.map((plan, index): KnowledgeDocument => {
      const tier = t(`membership:tier.${plan.tier}`);
      const below = plans[index - 1];
      const saving = plan.monthlyPriceMinor * 12 - plan.annualPriceMinor;
      const body = [
        t(`membership:tagline.${plan.tier}`),
        `${money(plan.monthlyPriceMinor, plan.currency)} ${t('membership:price.perMonth')}; ${money(plan.annualPriceMinor, plan.currency)} ${t('membership:price.perYear')}`,
        t('membership:price.annualSaving', { amount: money(saving, plan.currency), ...vars }),
        plan.isBestValue ? t('membership:bestValue') : '',
        plan.vipDiscountPercent > 0 ? t('membership:vipDiscount', { percent: plan.vipDiscountPercent }) : '',
        below ? t('membership:everythingIn', { tier: t(`membership:tier.${below.tier}`) }) : t('membership:includes'),
        ...plan.addedFeatures.map((key) => `- ${t(`membership:feature.${key}`)}`),
        t('membership:note'),
      ];
      return {
        source: 'PLAN',
        sourceKey: `PLAN:${plan.tier}`,
        locale,
        topic: 'MEMBERSHIP',
        title: `${pageTitle} — ${tier}`,
        body: body.filter(Boolean).join('\n'),
        url: '/member',
      };
    });
    const faqPassages = FAQ_KEYS.map((key): KnowledgeDocument => ({
      source: 'PLAN',
      sourceKey: `PLAN:faq:${key}`,
      locale,
      topic: 'MEMBERSHIP',
      title: `${pageTitle} — ${t(`membership:faq.${key}.q`)}`,
      body: t(`membership:faq.${key}.a`, vars),
      url: '/member',
    }));
    return [...planPassages, ...faqPassages];
  });
}
