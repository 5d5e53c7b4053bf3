import { Codes } from '@sme/shared/codes';
import type { AssistantConversationSummaryView, AssistantConversationView } from '@sme/shared/schemas/assistant';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { assistantConversations, assistantExchanges } from '../assistant.tables';
import { conversationSummaryView, exchangeView } from './conversation-views';

/**
 * A member's conversations. Every query filters by the session's member id, so another member's conversation answers
 * 404 exactly like one that does not exist.
 */

/** Most conversations listed (the oldest beyond it stay readable by id). */
export const CONVERSATIONS_LISTED = 100;

/** The member's conversation row, or 404. */
export async function findOwnConversation(db: Db, memberId: string, id: string): Promise<typeof assistantConversations.$inferSelect> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.memberId, memberId)));
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row;
}

/** assistant.conversations: last active first. */
export async function listConversations(db: Database, memberId: string): Promise<AssistantConversationSummaryView[]> {
  const rows = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.memberId, memberId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(CONVERSATIONS_LISTED);
  return rows.map(conversationSummaryView);
}

/** assistant.conversation: the conversation with its exchanges in the order they were asked. */
export async function conversationDetail(db: Database, memberId: string, id: string): Promise<AssistantConversationView> {
  const row = await findOwnConversation(db, memberId, id);
  const exchanges = await db.select().from(assistantExchanges).where(eq(assistantExchanges.conversationId, id)).orderBy(asc(assistantExchanges.seq));
  return { ...conversationSummaryView(row), exchanges: exchanges.map(exchangeView) };
}

/** assistant.renameConversation. */
export async function renameConversation(db: Database, memberId: string, id: string, title: string): Promise<AssistantConversationSummaryView> {
  const [row] = await db
    .update(assistantConversations)
    .set({ title })
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.memberId, memberId)))
    .returning();
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return conversationSummaryView(row);
}

/** assistant.deleteConversation: its exchanges go with it (foreign key cascade). */
export async function deleteConversation(db: Database, memberId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.memberId, memberId)))
    .returning({ id: assistantConversations.id });
  if (deleted.length === 0) throw new AppError(Codes.NOT_FOUND);
}
