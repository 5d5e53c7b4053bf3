import type { HighlightSegments } from '@sme/shared/schemas/catalogue';
import { normaliseWithMap } from './normalise';
import { searchTerms, typoPattern } from './search-terms';

/**
 * Marks the parts of a display text that a keyword matched, by the search's own rules (search-terms.ts)
 * applied to normal forms and mapped back onto the display characters: a Simplified keyword marks
 * Traditional text and the reverse, case and accents aside. A term found as written marks its
 * occurrences; a term found only through a typo marks the whole words it matched.
 */

type Range = [start: number, end: number];

/** Display ranges of the exact occurrences of `term` in the normal form. */
function exactRanges(normal: string, starts: number[], ends: number[], term: string): Range[] {
  const ranges: Range[] = [];
  for (let at = normal.indexOf(term); at !== -1; at = normal.indexOf(term, at + term.length)) {
    ranges.push([starts[at] ?? 0, ends[at + term.length - 1] ?? 0]);
  }
  return ranges;
}

/** Display ranges of the whole words the term's typo rule matched. */
function typoRanges(normal: string, starts: number[], ends: number[], pattern: string): Range[] {
  const ranges: Range[] = [];
  for (const match of normal.matchAll(new RegExp(pattern, 'g'))) {
    const wordStart = match.index + (match[1]?.length ?? 0);
    let wordEnd = wordStart;
    while (wordEnd < normal.length && /[a-z0-9]/.test(normal.charAt(wordEnd))) wordEnd++;
    ranges.push([starts[wordStart] ?? 0, ends[wordEnd - 1] ?? 0]);
  }
  return ranges;
}

/** `text` split into matched and unmatched parts for `keyword`; one unmatched part when nothing matches. */
export function highlightSegments(text: string, keyword: string): HighlightSegments {
  if (text === '') return [];
  const { normal, starts, ends } = normaliseWithMap(text);
  const ranges: Range[] = [];
  for (const term of searchTerms(keyword)) {
    const exact = exactRanges(normal, starts, ends, term);
    const pattern = exact.length === 0 ? typoPattern(term) : null;
    ranges.push(...(pattern ? typoRanges(normal, starts, ends, pattern) : exact));
  }
  ranges.sort((a, b) => a[0] - b[0]);

  const segments: HighlightSegments = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    // Overlapping or touching matches join into one marked part.
    const last = segments[segments.length - 1];
    if (last?.match && from === cursor) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
