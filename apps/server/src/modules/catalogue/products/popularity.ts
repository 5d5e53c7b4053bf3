import { type SQL, sql } from 'drizzle-orm';
import { productStats, products } from '../catalogue.tables';

/**
 * The popularity score of the "popular" sort and of a merchant's hot products, written once:
 *
 *   popularity + clicks × 5 + impressions ÷ 20
 *
 * products.popularity is the editorial / sales base. A click (someone opened the product) is a strong
 * signal; an impression (the card was shown) is weak, and there are far more of them, so 20 impressions
 * weigh a fifth of a click — enough that what people look at rises, not enough that merely being listed
 * on the first page (more impressions) entrenches a product. Integer arithmetic keeps the order exact.
 * Needs product_stats left-joined on the product (rows without stats count zero).
 */
export const popularityScore: SQL<number> = sql<number>`(${products.popularity} + coalesce(${productStats.clicks}, 0) * 5 + coalesce(${productStats.impressions}, 0) / 20)`;
