/** Han characters (both scripts); questions and passages in Chinese are matched by character pairs, not words. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const HAN_RUNS = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const WORDS = /[a-z0-9][a-z0-9'’-]*/g;

/** Words that say nothing about what is asked. */
const STOPWORDS = new Set(
  'a an and are as at be by can could do does for from get have how i if in is it its me my of on or our should so that the their there this to us was we what when where which who why will with would you your'.split(
    ' ',
  ),
);
/** Han characters that only frame a question (what, how, do I, please …); pairs made only of them are ignored. */
const HAN_FILLERS = new Set([...'的了吗嗎呢吧是我你您们們要想请請问問什麼么怎样樣如何哪些个個和与與在有可以能会會']);

/** The terms of a text: English words (crudely singular), Chinese characters and character pairs. */
export function termsOf(text: string): Set<string> {
  const lower = text.toLowerCase();
  const terms = new Set<string>();
  for (const word of lower.match(WORDS) ?? []) {
    if (STOPWORDS.has(word)) continue;
    terms.add(word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
  }
  for (const run of lower.match(HAN_RUNS) ?? []) {
    const chars = [...run];
    for (const char of chars) if (!HAN_FILLERS.has(char)) terms.add(char);
    for (let i = 0; i + 1 < chars.length; i++) {
      const pair = chars[i]! + chars[i + 1]!;
      if (!(HAN_FILLERS.has(chars[i]!) && HAN_FILLERS.has(chars[i + 1]!))) terms.add(pair);
    }
  }
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
