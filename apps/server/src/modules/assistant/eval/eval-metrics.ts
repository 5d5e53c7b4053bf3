import { LOCALES, type Locale } from '@sme/shared/constants';
import type { AssistantStreamEvent } from '@sme/shared/schemas/assistant';
import type { ContentCard, MerchantCard, Page, ProductCard } from '@sme/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { envelopeOf, signedInject } from '../../../test/signed-inject';
import { searchKnowledge } from '../knowledge/search-knowledge';
import type { EvalQuestion, ExpectedPage } from './questions';

/**
 * The evaluation's measures, shared by `npm run eval:assistant` and the retrieval-quality test: retrieval hit@1 and
 * hit@3 per locale (is an expected page among the first 1 or 3 passages found), and the share of chat answers whose
 * `citations` event includes an expected page.
 */

/** How many passages retrieval is asked for (hit@k is counted within them). */
export const RETRIEVAL_LIMIT = 3;

/** Accept-Language of each locale, as the web sends it. */
const ACCEPT_LANGUAGE: Record<Locale, string> = { en_US: 'en-US', zh_CN: 'zh-CN', zh_TW: 'zh-TW' };

async function getPage<T>(app: FastifyInstance, url: string, query: Record<string, string | number>): Promise<Page<T>> {
  const res = await signedInject(app, { url, query });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return envelopeOf<Page<T>>(res).data;
}

async function allOf<T>(app: FastifyInstance, url: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await getPage<T>(app, url, { page, size: 50 });
    items.push(...answer.list);
    if (answer.list.length === 0 || items.length >= answer.total) return items;
  }
}

/** The site path of each expected page, demo records looked up through the public API by their seed codes and slugs. */
export async function resolveExpectedPages(app: FastifyInstance, questions: readonly EvalQuestion[]): Promise<(page: ExpectedPage) => string> {
  const wanted = questions.flatMap((q) => q.expect);
  const products = new Map<string, string>();
  for (const code of new Set(wanted.flatMap((e) => ('product' in e ? [e.product] : [])))) {
    const found = (await getPage<ProductCard>(app, '/api/v1/product/list', { keyword: code, size: 50 })).list.find((p) => p.code === code);
    if (found) products.set(code, `/pd?id=${found.id}`);
  }
  const merchants = new Map((await allOf<MerchantCard>(app, '/api/v1/merchant/list')).map((m) => [m.slug, `/merchant?id=${m.id}`]));
  const content = new Map((await allOf<ContentCard>(app, '/api/v1/content/list')).map((c) => [c.slug, `/contentD?id=${c.id}`]));
  return (page) => {
    const url =
      'url' in page ? page.url : 'product' in page ? products.get(page.product) : 'merchant' in page ? merchants.get(page.merchant) : content.get(page.content);
    if (!url) throw new Error(`Evaluation: no page for ${JSON.stringify(page)} in the demo data`);
    return url;
  };
}

/** One locale's (or all locales') share of questions that met a measure. */
export interface Score {
  locale: Locale | 'overall';
  questions: number;
  /** Share in 0..1 per measure name. */
  shares: Record<string, number>;
}

/** A question that missed, with what was found instead (for tuning the FAQ's wording). */
export interface Miss {
  locale: Locale;
  question: string;
  expected: string[];
  found: string[];
}

function scores(results: Array<{ locale: Locale; met: Record<string, boolean> }>, measures: readonly string[]): Score[] {
  const groups: Array<[Locale | 'overall', typeof results]> = [
    ...LOCALES.map((l): [Locale, typeof results] => [l, results.filter((r) => r.locale === l)]),
    ['overall', results],
  ];
  return groups.map(([locale, rows]) => ({
    locale,
    questions: rows.length,
    shares: Object.fromEntries(measures.map((m) => [m, rows.length === 0 ? 0 : rows.filter((r) => r.met[m]).length / rows.length])),
  }));
}

const isExpected = (url: string, expected: readonly string[]) => expected.includes(url);

/** Retrieval alone: searchKnowledge for each question (limit RETRIEVAL_LIMIT), hit@1 and hit@3. */
export async function measureRetrieval(
  app: FastifyInstance,
  questions: readonly EvalQuestion[],
  urlOf: (page: ExpectedPage) => string,
): Promise<{ scores: Score[]; misses: Miss[] }> {
  const results = [];
  const misses: Miss[] = [];
  for (const q of questions) {
    const expected = q.expect.map(urlOf);
    const found = (await searchKnowledge(app.db, { question: q.question, locale: q.locale, limit: RETRIEVAL_LIMIT })).map((p) => p.url);
    const met = { 'hit@1': found.slice(0, 1).some((url) => isExpected(url, expected)), 'hit@3': found.some((url) => isExpected(url, expected)) };
    if (!met['hit@3']) misses.push({ locale: q.locale, question: q.question, expected, found });
    results.push({ locale: q.locale, met });
  }
  return { scores: scores(results, ['hit@1', 'hit@3']), misses };
}

/** The events of a text/event-stream body (each message's `data:` line is the whole event as JSON). */
export function parseEventStream(body: string): AssistantStreamEvent[] {
  return body
    .split('\n\n')
    .flatMap((message) => message.split('\n').filter((line) => line.startsWith('data:')))
    .map((line) => JSON.parse(line.slice('data:'.length).trim()) as AssistantStreamEvent);
}

/** The whole chat: each question asked through POST /api/v1/assistant/chat as a visitor; is an expected page cited? */
export async function measureCitations(
  app: FastifyInstance,
  questions: readonly EvalQuestion[],
  urlOf: (page: ExpectedPage) => string,
): Promise<{ scores: Score[]; misses: Miss[] }> {
  const results = [];
  const misses: Miss[] = [];
  for (const q of questions) {
    const expected = q.expect.map(urlOf);
    const res = await signedInject(app, {
      url: '/api/v1/assistant/chat',
      json: { question: q.question },
      headers: { 'accept-language': ACCEPT_LANGUAGE[q.locale] },
    });
    if (res.statusCode !== 200) throw new Error(`assistant.chat answered ${res.statusCode}: ${res.body}`);
    const citations = parseEventStream(res.body).flatMap((e) => (e.type === 'citations' ? e.citations : []));
    const found = citations.map((c) => c.url);
    const met = { cited: found.some((url) => isExpected(url, expected)) };
    if (!met.cited) misses.push({ locale: q.locale, question: q.question, expected, found });
    results.push({ locale: q.locale, met });
  }
  return { scores: scores(results, ['cited']), misses };
}
