import type { AnswerPassage, AnswerRequest, AskerProfile } from './answer-types';
import { answerTexts, fill } from './answer-texts';
import { scoreSentence, splitSentences, termsOf } from './pick-sentences';

/** Longest excerpt quoted from one passage (characters). */
const EXCERPT_MAX = 300;
/** Most passages quoted. */
const PASSAGES_MAX = 3;

/**
 * The answer composed without a language model: a labelled list of the most relevant sentences of the best passages,
 * each quoted and followed by its [n] marker (and a greeting for a Platinum member).
 */
export function composeExcerptAnswer(req: Pick<AnswerRequest, 'question' | 'locale' | 'passages' | 'profile'>): string {
  const texts = answerTexts(req.locale);
  const questionTerms = termsOf(req.question);
  const ranked = req.passages.map((passage) => bestExcerpt(passage, questionTerms));
  const topScore = ranked[0]?.score ?? 0;
  // The first passage is the retrieval's best; later ones are quoted only when they answer nearly as well.
  const quoted = ranked.filter((excerpt, index) => index === 0 || (excerpt.score > 0 && excerpt.score >= topScore / 2)).slice(0, PASSAGES_MAX);
  const parts = [
    greeting(req),
    texts.excerptsIntro,
    ...quoted.map((excerpt) => `> ${escapeMarkdown(excerpt.text)}${req.locale === 'en_US' ? ' ' : ''}[${excerpt.n}]`),
    texts.excerptsOutro,
  ];
  return parts.filter((part) => part !== '').join('\n\n');
}

interface Excerpt {
  n: number;
  text: string;
  score: number;
}

/** The passage's best sentence, with the next one while they fit; the opening sentences when none matches. */
function bestExcerpt(passage: AnswerPassage, questionTerms: Set<string>): Excerpt {
  const sentences = splitSentences(passage.body);
  if (sentences.length === 0) return { n: passage.n, text: shorten(passage.title), score: 0 };
  let best = 0;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    const score = scoreSentence(sentence, questionTerms);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  let text = sentences[best]!;
  for (const next of sentences.slice(best + 1)) {
    if (text.length + next.length + 1 > EXCERPT_MAX) break;
    text = joinSentences(text, next);
  }
  return { n: passage.n, text: shorten(text), score: bestScore };
}

/** Chinese sentences follow each other without a space. */
function joinSentences(a: string, b: string): string {
  return /[。！？；]$/.test(a) ? a + b : `${a} ${b}`;
}

/** Cuts at a word boundary (or anywhere in Chinese) to fit EXCERPT_MAX, marking the cut. */
function shorten(text: string): string {
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** Passage text is plain; markdown characters in it are shown as they are, never interpreted (no links, no HTML). */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>~|#]/g, (char) => `\\${char}`);
}

/** The personal line of a Platinum member's answer; empty for everyone else. */
function greeting(req: { locale: AnswerRequest['locale']; profile: AskerProfile | null }): string {
  const { profile } = req;
  if (profile?.tier !== 'PLATINUM') return '';
  const g = answerTexts(req.locale).greeting;
  const vars = { name: escapeMarkdown(profile.name ?? ''), company: escapeMarkdown(profile.companyName ?? ''), date: profile.validUntil };
  const hello = fill(profile.name ? g.helloName : g.hello, vars);
  const body = fill(profile.companyName ? g.bodyCompany : g.body, vars);
  return req.locale === 'en_US' ? `${hello} ${body}` : hello + body;
}

const WIDE = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Splits an answer into small pieces (three words, or four Chinese characters) so it streams like a generated one. */
export function* chunkText(text: string): Generator<string> {
  const units = text.match(/\s+|[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]|[^\s\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+/g) ?? [];
  let chunk = '';
  let weight = 0;
  for (const unit of units) {
    chunk += unit;
    if (/^\s/.test(unit)) continue;
    weight += WIDE.test(unit) ? 0.75 : 1;
    if (weight >= 3) {
      yield chunk;
      [chunk, weight] = ['', 0];
    }
  }
  if (chunk) yield chunk;
}
