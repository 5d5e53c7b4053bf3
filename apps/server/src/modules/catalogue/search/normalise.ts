import { foldChineseChar } from './chinese-fold';

/**
 * The one normal form of search: what is stored in products/merchants.search_text and what a keyword
 * becomes before it is compared. Compatibility forms unified (NFKC: full-width Ａ１ → a1), lower case,
 * accents dropped from Latin and Greek (café = cafe), Chinese folded to one script (鐵 = 铁), and anything
 * that is not a letter, digit or mark turned into a space, so punctuation and symbols (%, _, \, quotes,
 * emoji) never reach a pattern. Every rule works one display character at a time: the normal form of a
 * text is the concatenation of its characters' normal forms (spaces aside), so a keyword that is part of
 * a text stays a part of its normal form, and highlighting can map a match back onto its characters.
 */

/** Tags whose removal joins the text around them (<b>Oo</b>long is one word); every other tag separates. */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'mark', 'small', 'span', 'strong', 's', 'sub', 'sup', 'u']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of sanitised rich text: script/style bodies and comments dropped, tags removed, entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '))
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, body: string) => {
      const lower = body.toLowerCase();
      if (lower.startsWith('#')) {
        const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[lower] ?? entity;
    });
}

/** A display character: one code point and the combining marks after it (read at a position: sticky). */
const CHARACTER_AT = /\P{M}\p{M}*|\p{M}+/uy;
const ACCENTED_SCRIPT = /^[\p{Script=Latin}\p{Script=Greek}]/u;
const KEPT = /[\p{L}\p{N}\p{M}]/u;
const HAN = /\p{Script=Han}/u;

/** ASCII (U+0000–U+007F) and CJK Unified Ideographs (U+4E00–U+9FFF), the bulk of every text, need no Unicode tables. */
const isPlain = (code: number): boolean => code < 0x80 || (code >= 0x4e00 && code <= 0x9fff);

/** The normal form of one plain character (see isPlain). */
function normalisePlain(code: number): string {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return String.fromCharCode(code);
  if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 0x20);
  if (code < 0x80) return ' ';
  return foldChineseChar(String.fromCharCode(code));
}

/** The normal form of one display character: usually one character, sometimes none or several (ﬁ → fi). */
export function normaliseCharacter(character: string): string {
  if (character.length === 1 && isPlain(character.charCodeAt(0))) return normalisePlain(character.charCodeAt(0));
  let text = character.normalize('NFKC');
  if (ACCENTED_SCRIPT.test(text)) text = text.normalize('NFD').replace(/\p{M}/gu, '');
  text = text.toLowerCase();
  let out = '';
  for (const point of text) {
    if (!KEPT.test(point)) out += ' ';
    else out += HAN.test(point) ? foldChineseChar(point) : point;
  }
  return out;
}

/** Calls `visit` with each display character's offsets and normal form, in order. */
function forEachCharacter(text: string, visit: (start: number, end: number, normal: string) => void): void {
  let at = 0;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    // A plain character is one code unit unless a combining mark follows (marks start at U+0300).
    if (isPlain(code) && (at + 1 === text.length || text.charCodeAt(at + 1) < 0x300 || isPlain(text.charCodeAt(at + 1)))) {
      visit(at, at + 1, normalisePlain(code));
      at += 1;
      continue;
    }
    CHARACTER_AT.lastIndex = at;
    const character = CHARACTER_AT.exec(text)?.[0] ?? text.charAt(at);
    visit(at, at + character.length, normaliseCharacter(character));
    at += character.length;
  }
}

/** Scripts written without spaces between words (regular-expression class body): a search term is a run of them or of anything else. */
export const EAST_ASIAN = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}';
const SCRIPT_BOUNDARY = new RegExp(`([${EAST_ASIAN}](?=[^\\s${EAST_ASIAN}])|[^\\s${EAST_ASIAN}](?=[${EAST_ASIAN}]))`, 'gu');

/** The search normal form of a text (plain or rich): see the file comment. Empty when nothing searchable is left. */
export function normaliseForSearch(text: string): string {
  const pieces: string[] = [];
  forEachCharacter(stripHtml(text), (_start, _end, normal) => pieces.push(normal));
  // A space between Chinese and other letters: search terms are split there too, and words then always
  // start after a space, which the typo prefilter relies on (search-terms.ts).
  return pieces.join('').replace(SCRIPT_BOUNDARY, '$1 ').replace(/\s+/g, ' ').trim();
}

/** A display text's normal form with, for each of its UTF-16 units, where its display character starts and ends. */
export interface MappedText {
  normal: string;
  /** Start offset in the display text of the character each unit of `normal` came from. */
  starts: number[];
  /** End offset (exclusive) in the display text of that character. */
  ends: number[];
}

/** Normalise a plain display text keeping the way back (for highlighting); spaces are not collapsed. */
export function normaliseWithMap(text: string): MappedText {
  let normal = '';
  const starts: number[] = [];
  const ends: number[] = [];
  forEachCharacter(text, (start, end, piece) => {
    normal += piece;
    for (let i = 0; i < piece.length; i++) {
      starts.push(start);
      ends.push(end);
    }
  });
  return { normal, starts, ends };
}
