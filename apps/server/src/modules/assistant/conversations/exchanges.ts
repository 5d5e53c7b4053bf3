import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { ASSISTANT_TITLE_MAX, type AssistantAnswerMode, type AssistantCitation, type AssistantNotice } from '@sme/shared/schemas/assistant';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { assistantConversations, assistantExchanges } from '../assistant.tables';

/** Earlier exchanges given to the answer as context. */
const HISTORY_EXCHANGES = 4;

/** A new conversation's title: its first question on one line, cut to ASSISTANT_TITLE_MAX characters. */
export function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= ASSISTANT_TITLE_MAX ? line : `${chars.slice(0, ASSISTANT_TITLE_MAX - 1).join('')}…`;
}

/** Start a member's conversation. */
export async function createConversation(db: Db, memberId: string, title: string): Promise<{ id: string; title: string }> {
  const [row] = await db
    .insert(assistantConversations)
    .values({ memberId, title })
    .returning({ id: assistantConversations.id, title: assistantConversations.title });
  if (!row) throw new Error('conversation not created');
  return row;
}

/** Delete a conversation the chat started when nothing came of its first question. */
export async function dropConversation(db: Db, id: string): Promise<void> {
  await db.delete(assistantConversations).where(eq(assistantConversations.id, id));
}

/** Retry: `exchangeId` must be the latest exchange of the (already checked) conversation; 404 when it is not one of its exchanges, 409 when a later one exists. */
export async function checkReplaceable(db: Db, conversationId: string, exchangeId: string): Promise<void> {
  const [latest] = await db
    .select({ id: assistantExchanges.id })
    .from(assistantExchanges)
    .where(eq(assistantExchanges.conversationId, conversationId))
    .orderBy(desc(assistantExchanges.seq))
    .limit(1);
  if (latest?.id === exchangeId) return;
  const [exists] = await db
    .select({ id: assistantExchanges.id })
    .from(assistantExchanges)
    .where(and(eq(assistantExchanges.id, exchangeId), eq(assistantExchanges.conversationId, conversationId)));
  throw new AppError(exists ? Codes.CONFLICT : Codes.NOT_FOUND);
}

/** Delete one exchange of a conversation (the retried answer). */
export async function deleteExchange(db: Db, conversationId: string, exchangeId: string): Promise<void> {
  await db.delete(assistantExchanges).where(and(eq(assistantExchanges.id, exchangeId), eq(assistantExchanges.conversationId, conversationId)));
}

/** The conversation's last few exchanges, oldest first: the context of the next answer. */
export async function recentHistory(db: Db, conversationId: string): Promise<Array<{ question: string; answer: string }>> {
  const rows = await db
    .select({ question: assistantExchanges.question, answer: assistantExchanges.answer })
    .from(assistantExchanges)
    .where(eq(assistantExchanges.conversationId, conversationId))
    .orderBy(desc(assistantExchanges.seq))
    .limit(HISTORY_EXCHANGES);
  return rows.reverse();
}

/** One answered question as it is stored. */
export interface NewExchange {
  id: string;
  conversationId: string;
  question: string;
  answer: string;
  locale: Locale;
  mode: AssistantAnswerMode;
  notice: AssistantNotice | null;
  citations: AssistantCitation[];
  followUps: string[];
  inputTokens: number | null;
  outputTokens: number | null;
}

/** Store an exchange and mark its conversation active now (the list is ordered by it). */
export async function storeExchange(db: Database, exchange: NewExchange, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(assistantExchanges).values({ ...exchange, createdAt: now });
    await tx
      .update(assistantConversations)
      .set({ updatedAt: sql`greatest(${assistantConversations.updatedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(assistantConversations.id, exchange.conversationId));
  });
}
