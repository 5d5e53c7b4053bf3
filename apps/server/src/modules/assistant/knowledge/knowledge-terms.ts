import { type SQL, sql } from 'drizzle-orm';
import { normaliseForSearch } from '../../catalogue';

/**
 * The search terms of a passage or a question, computed the same way for both. English (and any Latin word or number,
 * in any locale) becomes PostgreSQL's `english` lexemes, so stemming and stop words are the database's; Chinese has no
 * spaces, so each run of Han characters becomes its single characters and its bigrams, after the catalogue's
 * normalisation folded Traditional and Simplified to one script (a zh_TW question matches zh_CN wording and back).
 * Frequent characters (的, 是, 我 …) are left to the ranking's IDF, which already weighs them next to nothing.
 */

const HAN_RUN = /\p{Script=Han}+/gu;

/** A text split for indexing: the part PostgreSQL stems, and the Chinese terms computed here. */
export interface TermSource {
  /** The normalised text with its Chinese removed (what `to_tsvector('english', …)` reads). */
  latin: string;
  /** Distinct Chinese characters and bigrams, folded to one script. */
  han: string[];
}

/** Split a plain or rich text into its term sources (see the file comment). */
export function termSource(text: string): TermSource {
  const normal = normaliseForSearch(text);
  const han = new Set<string>();
  for (const run of normal.match(HAN_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      han.add(c);
      const next = chars[i + 1];
      if (next) han.add(c + next);
    });
  }
  return { latin: normal.replace(HAN_RUN, ' ').replace(/\s+/g, ' ').trim(), han: [...han] };
}

/** Han terms travel as one space-separated parameter (they never contain a space); '' is the empty array. */
export const hanParameter = (han: readonly string[]): string => han.join(' ');

/** SQL for the distinct terms of a term source given as SQL text expressions (parameters or columns). */
export function termsSql(latin: SQL, han: SQL): SQL {
  return sql`array(select distinct t from unnest(tsvector_to_array(to_tsvector('english', ${latin})) || string_to_array(${han}, ' ')) as t where t <> '')`;
}

/** The terms of a question, computed by the database as at indexing. */
export function questionTermsSql(question: string): SQL {
  const source = termSource(question);
  return termsSql(sql`${source.latin}::text`, sql`${hanParameter(source.han)}::text`);
}
