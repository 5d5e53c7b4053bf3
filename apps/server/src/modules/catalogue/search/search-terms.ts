import { EAST_ASIAN, normaliseForSearch } from './normalise';

/**
 * How a keyword is cut into terms and which texts a term matches, written once for the SQL search
 * (product-search.ts) and for highlighting (highlight.ts), so that what is found is what is marked.
 *
 * A term is a run of Latin/other letters and digits, or a run of Chinese/Japanese characters (Chinese has
 * no spaces, so 烏龍茶 is one term and "oolong茶" is two). Every term must match. A term matches a
 * normalised text when it occurs in it (substring, so prefixes match), or, for a Latin term of at least
 * MIN_TYPO_LENGTH letters, when a word of the text starts with the term changed by one typo: one letter
 * replaced, added, left out (terms of 5+ letters only) or two neighbours swapped — never in the first
 * letter, nor in the second of a term of up to six letters: people rarely get those wrong, and keeping
 * them keeps short unrelated words out and gives the index a selective start. That is edit distance 1 as a
 * regular expression: exact, unlike a trigram similarity threshold, which for a 6-letter word with two
 * letters swapped ("oolnog" / "oolong", similarity 0.43) would have to be so low that unrelated words
 * sharing a first syllable would match too.
 */

/** Terms of one keyword taking part in a search; the rest are ignored (a keyword is at most 100 characters). */
export const MAX_TERMS = 8;
/** Shortest Latin term matched with a typo. */
export const MIN_TYPO_LENGTH = 4;
/** Longest Latin term matched with a typo: the rule's pattern grows with the square of the length. */
export const MAX_TYPO_LENGTH = 24;
/** Shortest term for which a left-out letter counts as a typo: "chai" less a letter matches too many words. */
const MIN_DELETION_LENGTH = 5;

const RUN = new RegExp(`[${EAST_ASIAN}]+|[^${EAST_ASIAN}]+`, 'gu');

/** The distinct terms of a keyword, in order; empty when nothing searchable is left (only symbols, emoji…). */
export function searchTerms(keyword: string): string[] {
  const terms: string[] = [];
  for (const token of normaliseForSearch(keyword).split(' ')) {
    for (const [run] of token.matchAll(RUN)) if (run !== '' && !terms.includes(run)) terms.push(run);
  }
  return terms.slice(0, MAX_TERMS);
}

/** One letter or digit of a normalised Latin word. */
const ALNUM = '[a-z0-9]';
/** Terms up to this length keep their first two letters exact, longer ones only the first. */
const SHORT_TERM_LENGTH = 6;

/** Index of the first letter a typo may touch. */
export function firstTypoPosition(term: string): number {
  return term.length <= SHORT_TERM_LENGTH ? 2 : 1;
}

/**
 * The typo rule of a term as a regular expression over normalised text (the same source runs in
 * PostgreSQL's `~` and in JavaScript): a word start, then one of the term's one-typo variants.
 * Null when the term gets no typo tolerance (too short or long, not plain Latin letters: codes and numbers are exact).
 */
export function typoPattern(term: string): string | null {
  if (term.length < MIN_TYPO_LENGTH || term.length > MAX_TYPO_LENGTH || !/^[a-z]+$/.test(term)) return null;
  const variants = new Set<string>();
  for (let i = firstTypoPosition(term); i < term.length; i++) {
    const head = term.slice(0, i);
    variants.add(`${head}${ALNUM}${term.slice(i + 1)}`); // a letter replaced
    variants.add(`${head}${ALNUM}${term.slice(i)}`); // a letter added
    if (term.length >= MIN_DELETION_LENGTH) variants.add(`${head}${term.slice(i + 1)}`); // a letter left out
    if (i < term.length - 1) variants.add(`${head}${term.charAt(i + 1)}${term.charAt(i)}${term.slice(i + 2)}`); // neighbours swapped
  }
  return `(^|[^a-z0-9])(?:${[...variants].join('|')})`;
}

/**
 * LIKE patterns over normalised text, at least one of which every text matching a term's typo rule
 * satisfies: the SQL search tests them (with the trigram index, when the planner uses it) before the much
 * slower regular expression. A typo touches one letter or gap, or two neighbours, so in a term of m·2 or
 * m·2+1 letters it spares either the letters before the middle pair, which then start a word, or those
 * after it, found anywhere; in a short term it cannot reach the first two letters at all. Each piece has
 * two letters at a word start or three anywhere, enough for selective trigrams. Words are taken to follow
 * a space or the start: search_text puts a space between Chinese and Latin letters (normalise.ts), so only
 * a Latin word glued to another script's letter (ø, Cyrillic) misses its typo tolerance. Typo terms are
 * plain letters, so nothing needs escaping.
 */
export function typoPrefilter(term: string): string[] {
  const atWordStart = (piece: string) => [`${piece}%`, `% ${piece}%`];
  if (term.length <= SHORT_TERM_LENGTH) return atWordStart(term.slice(0, 2));
  const middle = Math.floor(term.length / 2);
  return [...atWordStart(term.slice(0, middle - 1)), `%${term.slice(middle + 1)}%`];
}
