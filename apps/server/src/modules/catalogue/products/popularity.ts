import { type SQL, sql } from 'drizzle-orm';
import { productStats } from '../catalogue.tables';

/**
 * The order of the "popular" sort and of a merchant's hot products: the stored score (productStats.score holds the
 * formula) highest first, as product_stats_score_idx stores it. drizzle's desc() means NULLS FIRST, which that index
 * (DESC NULLS LAST) cannot give; the score is NOT NULL, so the order is the same. Needs product_stats inner-joined on
 * the product: every product has its row (see productStats), and an outer join would keep the planner from walking
 * the index.
 */
export const popularFirst: SQL = sql`${productStats.score} desc nulls last`;
