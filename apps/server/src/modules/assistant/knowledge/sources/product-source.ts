import { LOCALES } from '@sme/shared/constants';
import { formatMoney } from '@sme/shared/money';
import type { Database } from '../../../../db/client';
import { localised, productsForKnowledge } from '../../../catalogue';
import type { KnowledgeDocument } from '../knowledge-types';
import { webTexts } from './web-texts';

/** The record key of a product (one passage per locale). */
export const productKey = (id: string): string => `PRODUCT:${id}`;

/**
 * Public products (only `ids` when given) for "who sells …" questions: name, merchant, category, summary and prices
 * (formatted by the one money formatter), linking to the product page /pd?id=….
 */
export async function productDocuments(db: Database, ids?: readonly string[]): Promise<KnowledgeDocument[]> {
  const rows = await productsForKnowledge(db, ids);
  return LOCALES.flatMap((locale) => {
    // The product cards' and page's own labels ("Sold by", "Retail HK$…", "Wholesale HK$… from 10 units").
    const { t } = webTexts(locale);
    const money = (minor: number, currency: string) => formatMoney(minor, currency, locale.replace('_', '-'));
    return rows.map((p): KnowledgeDocument => {
      const body = [
        `${t('product:pd.soldBy')}: ${localised(locale, p.merchantNameEn, p.merchantNameZh) ?? ''}`,
        localised(locale, p.categoryNameEn, p.categoryNameZh) ?? '',
        localised(locale, p.summaryEn, p.summaryZh) ?? '',
        t('catalogue:price.retailIs', { price: money(p.retailPriceMinor, p.currency) }),
        p.wholesalePriceMinor !== null
          ? t('catalogue:price.wholesaleFrom', { price: money(p.wholesalePriceMinor, p.currency), count: p.minWholesaleQty ?? 1 })
          : '',
      ];
      return {
        source: 'PRODUCT',
        sourceKey: productKey(p.id),
        locale,
        topic: 'MARKETPLACE',
        title: localised(locale, p.nameEn, p.nameZh) ?? '',
        body: body.filter(Boolean).join('\n'),
        url: `/pd?id=${p.id}`,
      };
    });
  });
}
