import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { ensureKnowledgeIndex } from '../knowledge/knowledge-index';
import { type Score, measureRetrieval, resolveExpectedPages } from './eval-metrics';
import { EVAL_QUESTIONS } from './questions';

/** The aim of the evaluation set, with lexical retrieval alone: an expected page among the first three passages. */
const HIT_AT_3_AIM = 0.9;

describe('assistant retrieval quality on the evaluation set', () => {
  let app: FastifyInstance;
  let scores: Score[];

  beforeAll(async () => {
    app = await createTestApp({ seed: 'always' });
    await ensureKnowledgeIndex(app.db);
    const urlOf = await resolveExpectedPages(app, EVAL_QUESTIONS);
    ({ scores } = await measureRetrieval(app, EVAL_QUESTIONS, urlOf));
  }, 300_000);
  afterAll(() => app.close());

  it('holds at least 32 questions in each locale', () => {
    for (const s of scores) expect(s.questions).toBeGreaterThanOrEqual(s.locale === 'overall' ? 96 : 32);
  });

  it.each(['en_US', 'zh_CN', 'zh_TW'] as const)(
    `finds an expected page among the first three passages for ${HIT_AT_3_AIM * 100}%% of %s questions`,
    (locale) => {
      const score = scores.find((s) => s.locale === locale);
      expect(score?.shares['hit@3']).toBeGreaterThanOrEqual(HIT_AT_3_AIM);
    },
  );
});
