import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { assistantFaqs, assistantSuggestions } from '../assistant.tables';
import { refreshKnowledge } from '../knowledge/knowledge-index';
import { FAQ_SEED } from './faq-data';
import { SUGGESTION_SEED } from './suggestions-data';

type FaqRow = typeof assistantFaqs.$inferInsert;

/** The FAQ as rows, sorted in seed order. */
function faqRows(): FaqRow[] {
  return FAQ_SEED.map((f, i) => ({
    key: f.key,
    topic: f.topic,
    url: f.url,
    questionEn: f.question.en,
    questionZhCn: f.question.zhCN,
    questionZhTw: f.question.zhTW,
    answerEn: f.answer.en,
    answerZhCn: f.answer.zhCN,
    answerZhTw: f.answer.zhTW,
    sort: i + 1,
  }));
}

const FAQ_FIELDS = ['topic', 'url', 'questionEn', 'questionZhCn', 'questionZhTw', 'answerEn', 'answerZhCn', 'answerZhTw', 'sort'] as const;

/**
 * The assistant's reference data: the seeded FAQ (the seed is the source of truth for its keys: missing entries are
 * inserted and changed ones rewritten; entries added by other keys are left alone) and the suggested questions (seeded
 * only into an empty table, since admins edit them afterwards). When the FAQ changed and the knowledge index exists,
 * its FAQ passages are rebuilt. Safe to run on every start.
 */
export async function ensureAssistantReference(db: Database): Promise<{ faqInserted: number; faqUpdated: number; suggestions: number }> {
  const wanted = faqRows();
  const existing = new Map((await db.select().from(assistantFaqs)).map((r) => [r.key, r]));
  const missing = wanted.filter((w) => !existing.has(w.key));
  const changed = wanted.filter((w) => {
    const row = existing.get(w.key);
    return row !== undefined && FAQ_FIELDS.some((field) => row[field] !== w[field]);
  });
  if (missing.length > 0) await db.insert(assistantFaqs).values(missing).onConflictDoNothing();
  for (const row of changed) {
    await db
      .update(assistantFaqs)
      .set({ ...row, updatedAt: new Date() })
      .where(eq(assistantFaqs.key, row.key));
  }
  if (missing.length + changed.length > 0) await refreshKnowledge(db, { faq: true });

  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(assistantSuggestions);
  let suggestions = 0;
  if ((count?.n ?? 0) === 0) {
    const rows = SUGGESTION_SEED.map((s, i) => ({
      topic: s.topic,
      questionEn: s.question.en,
      questionZhCn: s.question.zhCN,
      questionZhTw: s.question.zhTW,
      sort: i + 1,
    }));
    suggestions = (await db.insert(assistantSuggestions).values(rows).returning({ id: assistantSuggestions.id })).length;
  }
  return { faqInserted: missing.length, faqUpdated: changed.length, suggestions };
}
