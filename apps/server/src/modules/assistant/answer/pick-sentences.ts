import { termSource } from '../knowledge/knowledge-terms';

const HAN = /\p{Script=Han}/u;
const WORDS = /[a-z0-9][a-z0-9'’-]*/g;

/** Words that say nothing about what is asked. */
const STOPWORDS = new Set(
  'a an and are as at be by can could do does for from get have how i if in is it its me my of on or our should so that the their there this to us was we what when where which who why will with would you your'.split(
    ' ',
  ),
);
/** Han characters that only frame a question (what, how, do I, please …), in their folded (Simplified) form: single ones and pairs made only of them are ignored. */
const HAN_FILLERS = new Set([...'的了吗呢吧是我你您们要想请问什么怎样如何哪些个和与在有可以能会']);

/**
 * The terms of a text: English words (crudely singular), and the Chinese characters and character pairs the knowledge
 * index uses (knowledge-terms.ts: both scripts folded to one, so a Traditional question matches a Simplified sentence).
 */
export function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of text.toLowerCase().match(WORDS) ?? []) {
    if (STOPWORDS.has(word)) continue;
    terms.add(word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
  }
  for (const term of termSource(text).han) if (![...term].every((char) => HAN_FILLERS.has(char))) terms.add(term);
  return terms;
}

/**
 * Splits plain text into sentences: English ones end at . ! ? followed by a space (so "HK$3,800.00" stays whole),
 * Chinese ones at 。！？；, and a line break ends one too.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[。！？；])\s*|(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** How much of the question a sentence holds: each shared term once, a word or a character pair far more than one character. */
export function scoreSentence(sentence: string, questionTerms: Set<string>): number {
  const terms = termsOf(sentence);
  let score = 0;
  for (const term of questionTerms) if (terms.has(term)) score += !HAN.test(term) ? 1.5 : term.length === 1 ? 0.25 : 1;
  return score;
}
