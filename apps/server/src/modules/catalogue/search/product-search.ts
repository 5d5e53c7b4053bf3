import { type SQL, and, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { merchants, products } from '../catalogue.tables';
import { searchTerms, typoPattern, typoPrefilter } from './search-terms';
import { SECTION_SEPARATOR } from './search-text';

/**
 * Keyword search as SQL over a search_text column (see search-text.ts for its sections and
 * search-terms.ts for the matching rule). Every term must match. Exact matches are LIKE '%term%' and
 * typo matches are first narrowed by LIKE patterns, all of which the GIN trigram index can serve on
 * PostgreSQL and PGlite alike: both extract trigrams from Chinese too (checked with show_trgm on
 * PostgreSQL 15 and on PGlite, both with ctype C.UTF-8); a Chinese term of one or two characters has no
 * trigram and is answered by scanning, which is still correct. Measured on ~5,000 products both planners
 * prefer a sequential scan (a page of results in roughly 10–60 ms on a loaded 2-core machine); on 40,000
 * PostgreSQL switches to bitmap index scans for selective terms (乌龙茶, oolong, oolnog: 3–8 ms), while a
 * typo term whose pieces are common words still scans.
 * User input only ever reaches the database as bound parameters, after normalisation has turned every
 * symbol into a space; LIKE wildcards and the escape character are escaped all the same.
 */

/** A search's filter and its relevance, higher first (callers order by rank desc, then their own tie-breaks). */
export interface SearchSql {
  where: SQL;
  rank: SQL;
}

/** Rank weights per term: the name outweighs merchant and tags, which outweigh the texts; exact beats a typo. */
const WEIGHT = { name: 8, nameWordStart: 1, reference: 4, text: 2, typoInName: 1, typo: 0.5 } as const;

const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filter and rank of one term over a sectioned search_text column. */
function termSql(column: AnyPgColumn, term: string): SearchSql {
  const anywhere = `%${escapeLike(term)}%`;
  const names = sql`split_part(${column}, ${SECTION_SEPARATOR}, 1)`;
  const references = sql`split_part(${column}, ${SECTION_SEPARATOR}, 2)`;
  const typo = typoPattern(term);
  let where = sql`${column} like ${anywhere}`;
  if (typo) {
    const prefilter = sql.join(
      typoPrefilter(term).map((pattern) => sql`${column} like ${pattern}`),
      sql` or `,
    );
    // `|| ''` keeps the regular expression away from the index: its trigrams (from [a-z0-9] classes) are too
    // weak to narrow anything, and the planner would otherwise pick it over the selective prefilter.
    where = sql`(${where} or ((${prefilter}) and (${column} || '') ~ ${typo}))`;
  }
  const wordStart = sql`(${names} like ${`${escapeLike(term)}%`} or ${names} like ${`% ${escapeLike(term)}%`})`;
  // Only typo matches reach the last branch: a typo in the name above one elsewhere, both below any exact match.
  // (A constant rather than trigram similarity: word_similarity over every matching row cost more than the search.)
  const typoRank = typo ? sql`case when ${names} ~ ${typo} then ${sql.raw(String(WEIGHT.typoInName))} else ${sql.raw(String(WEIGHT.typo))} end` : sql`0`;
  const rank = sql`(case
    when ${names} like ${anywhere} then ${sql.raw(String(WEIGHT.name))} + case when ${wordStart} then ${sql.raw(String(WEIGHT.nameWordStart))} else 0 end
    when ${references} like ${anywhere} then ${sql.raw(String(WEIGHT.reference))}
    when ${column} like ${anywhere} then ${sql.raw(String(WEIGHT.text))}
    else ${typoRank}
  end)`;
  return { where, rank };
}

/** Filter and rank for `keyword` over a search_text column; null when nothing searchable is left. */
function keywordSql(column: AnyPgColumn, keyword: string): SearchSql | null {
  const terms = searchTerms(keyword);
  if (terms.length === 0) return null;
  const parts = terms.map((term) => termSql(column, term));
  return {
    where: and(...parts.map((p) => p.where)) as SQL,
    rank: sql`(${sql.join(
      parts.map((p) => p.rank),
      sql` + `,
    )})::float8`,
  };
}

/** Product search over products.search_text: where (every term) and rank; null for an empty keyword. */
export function productSearch(keyword: string): SearchSql | null {
  return keywordSql(products.searchText, keyword);
}

/** Merchant search over merchants.search_text: where (every term) and rank; null for an empty keyword. */
export function merchantSearch(keyword: string): SearchSql | null {
  return keywordSql(merchants.searchText, keyword);
}
