import { ASSISTANT_TOPICS } from '@sme/shared/schemas/assistant';
import type { ConsoleAssistantSuggestionView, consoleAssistantSuggestionInput } from '@sme/shared/schemas/console-assistant';
import { Codes } from '@sme/shared/codes';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { announceChange } from '../../db/cache-invalidation';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { assistantSuggestions } from '../../modules/assistant/assistant.tables';
import { recordAudit } from '../audit';

/**
 * Back-office suggested questions of /ask (admins): every question, active or not, in its three languages; create,
 * update, delete. Each change is audited in its transaction.
 */

type SuggestionRow = typeof assistantSuggestions.$inferSelect;
/** The parsed save input (defaults applied). */
export type SuggestionSave = z.output<typeof consoleAssistantSuggestionInput>;

const topicOrder = new Map<string, number>(ASSISTANT_TOPICS.map((t, i) => [t, i]));

function viewOf(row: SuggestionRow): ConsoleAssistantSuggestionView {
  const { id, topic, questionEn, questionZhCn, questionZhTw, sort, isActive } = row;
  return { id, topic, questionEn, questionZhCn, questionZhTw, sort, isActive, updatedAt: row.updatedAt.toISOString() };
}

/** What the audit keeps of a question: enough to see what changed. */
const auditFields = (s: Omit<SuggestionSave, 'id'>) => ({
  topic: s.topic,
  questionEn: s.questionEn,
  sort: s.sort,
  isActive: s.isActive,
});

/** console.assistant.suggestions: every question, topics in /ask's order, then by sort and age. */
export async function listConsoleSuggestions(db: Database): Promise<ConsoleAssistantSuggestionView[]> {
  const rows = await db.select().from(assistantSuggestions);
  const rank = (r: SuggestionRow) => topicOrder.get(r.topic) ?? ASSISTANT_TOPICS.length;
  rows.sort((a, b) => rank(a) - rank(b) || a.sort - b.sort || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  return rows.map(viewOf);
}

/** console.assistant.saveSuggestion: insert (no id) or replace the question's fields (an unknown id 404); answers it. */
export async function saveConsoleSuggestion(db: Database, actor: ConsoleActor, input: SuggestionSave): Promise<ConsoleAssistantSuggestionView> {
  const { id, ...fields } = input;
  const saved = await db.transaction(async (tx) => {
    if (!id) {
      const [row] = await tx.insert(assistantSuggestions).values(fields).returning();
      if (!row) throw new Error('suggestion not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.assistant.saveSuggestion',
        targetType: 'assistantSuggestion',
        targetId: row.id,
        merchantId: null,
        detail: { created: true, ...auditFields(fields) },
      });
      return viewOf(row);
    }
    const [before] = await tx.select().from(assistantSuggestions).where(eq(assistantSuggestions.id, id)).for('update');
    if (!before) throw new AppError(Codes.NOT_FOUND);
    const [row] = await tx
      .update(assistantSuggestions)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(assistantSuggestions.id, id))
      .returning();
    if (!row) throw new AppError(Codes.NOT_FOUND);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.assistant.saveSuggestion',
      targetType: 'assistantSuggestion',
      targetId: id,
      merchantId: null,
      detail: { created: false, ...auditFields(fields), from: auditFields(before) },
    });
    return viewOf(row);
  });
  await announceChange(db, 'assistant');
  return saved;
}

/** console.assistant.deleteSuggestion: remove the question for good (an unknown id 404). */
export async function deleteConsoleSuggestion(db: Database, actor: ConsoleActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(assistantSuggestions).where(eq(assistantSuggestions.id, id)).returning();
    if (!row) throw new AppError(Codes.NOT_FOUND);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.assistant.deleteSuggestion',
      targetType: 'assistantSuggestion',
      targetId: id,
      merchantId: null,
      detail: auditFields(row),
    });
  });
  await announceChange(db, 'assistant');
}
