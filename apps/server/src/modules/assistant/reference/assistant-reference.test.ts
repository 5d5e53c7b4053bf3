import { LOAN_TENURE_MONTHS, LOCALES, type Locale } from '@sme/shared/constants';
import { PLAN_DEFINITIONS } from '@sme/shared/membership-plans';
import { ASSISTANT_TOPICS } from '@sme/shared/schemas/assistant';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { assistantFaqs, assistantSuggestions, knowledgePassages } from '../assistant.tables';
import { ensureKnowledgeIndex, refreshKnowledge } from '../knowledge/knowledge-index';
import { searchKnowledge } from '../knowledge/search-knowledge';
import { ensureAssistantReference } from './assistant-reference';
import { FAQ_SEED } from './faq-data';
import { hkd } from './faq-facts';
import { SUGGESTION_SEED } from './suggestions-data';

const QUESTION_OF: Record<Locale, 'questionEn' | 'questionZhCn' | 'questionZhTw'> = { en_US: 'questionEn', zh_CN: 'questionZhCn', zh_TW: 'questionZhTw' };

describe('assistant reference data', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ seed: 'always' });
  });
  afterAll(() => app.close());

  it('seeds every FAQ entry and 3 to 4 suggested questions per topic, in three languages', async () => {
    const faqs = await app.db.select().from(assistantFaqs);
    expect(faqs.map((f) => f.key).sort()).toEqual(FAQ_SEED.map((f) => f.key).sort());
    for (const f of faqs) expect([f.questionZhCn, f.questionZhTw, f.answerZhCn, f.answerZhTw].every((text) => text.trim() !== '')).toBe(true);
    const suggestions = await app.db.select().from(assistantSuggestions);
    expect(suggestions).toHaveLength(SUGGESTION_SEED.length);
    for (const topic of ASSISTANT_TOPICS) {
      const count = suggestions.filter((s) => s.topic === topic).length;
      expect(count, topic).toBeGreaterThanOrEqual(3);
      expect(count, topic).toBeLessThanOrEqual(4);
    }
  });

  it('writes Hong Kong wording in Traditional Chinese (a bank account is a 戶口)', () => {
    const bank = FAQ_SEED.find((f) => f.key === 'bank-open');
    expect(bank?.question.zhTW).toContain('戶口');
    expect(bank?.question.zhCN).toContain('账户');
  });

  it('quotes plan prices and loan tenures from the shared constants', () => {
    const prices = FAQ_SEED.find((f) => f.key === 'membership-prices');
    for (const plan of PLAN_DEFINITIONS) expect(prices?.answer.en).toContain(hkd(plan.monthlyPriceMinor));
    const tenures = FAQ_SEED.find((f) => f.key === 'loan-tenures');
    for (const months of LOAN_TENURE_MONTHS) expect(tenures?.answer.zhTW).toContain(String(months));
  });

  it('finds passages for every suggested question in every language', async () => {
    await ensureKnowledgeIndex(app.db);
    const suggestions = await app.db.select().from(assistantSuggestions);
    const unanswered = [];
    for (const s of suggestions) {
      for (const locale of LOCALES) {
        const found = await searchKnowledge(app.db, { question: s[QUESTION_OF[locale]], locale, limit: 3 });
        if (found.length === 0) unanswered.push(`${locale}: ${s[QUESTION_OF[locale]]}`);
      }
    }
    expect(unanswered).toEqual([]);
  });

  const faqPassage = async () => {
    const [passage] = await app.db
      .select({ body: knowledgePassages.body })
      .from(knowledgePassages)
      .where(and(eq(knowledgePassages.sourceKey, 'FAQ:loan-tenures'), eq(knowledgePassages.locale, 'en_US')));
    return passage?.body;
  };

  it('restores a seeded FAQ entry that was changed and re-indexes it, leaving the admins’ suggestions alone', async () => {
    await ensureKnowledgeIndex(app.db);
    const seeded = FAQ_SEED.find((f) => f.key === 'loan-tenures');
    await app.db.update(assistantFaqs).set({ answerEn: 'Stale answer' }).where(eq(assistantFaqs.key, 'loan-tenures'));
    await refreshKnowledge(app.db, { faq: true });
    expect(await faqPassage()).toBe('Stale answer');
    const [first] = await app.db.select().from(assistantSuggestions).limit(1);
    await app.db.delete(assistantSuggestions).where(eq(assistantSuggestions.id, first?.id ?? ''));

    expect(await ensureAssistantReference(app.db)).toEqual({ faqInserted: 0, faqUpdated: 1, suggestions: 0 });
    const [row] = await app.db.select().from(assistantFaqs).where(eq(assistantFaqs.key, 'loan-tenures'));
    expect(row?.answerEn).toBe(seeded?.answer.en);
    expect(await faqPassage()).toBe(seeded?.answer.en);
    expect(await app.db.select().from(assistantSuggestions)).toHaveLength(SUGGESTION_SEED.length - 1);
  });

  it('inserts a seeded entry that is missing and changes nothing on a second run', async () => {
    await app.db.delete(assistantFaqs).where(eq(assistantFaqs.key, 'orders-fps'));
    expect(await ensureAssistantReference(app.db)).toEqual({ faqInserted: 1, faqUpdated: 0, suggestions: 0 });
    expect(await ensureAssistantReference(app.db)).toEqual({ faqInserted: 0, faqUpdated: 0, suggestions: 0 });
  });
});
