import type { AssistantConversationSummaryView, AssistantExchangeView } from '@sme/shared/schemas/assistant';
import type { assistantConversations, assistantExchanges } from '../assistant.tables';

/** A conversation in the member's list. */
export function conversationSummaryView(row: typeof assistantConversations.$inferSelect): AssistantConversationSummaryView {
  return { id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() };
}

/** One stored question and answer. */
export function exchangeView(row: typeof assistantExchanges.$inferSelect): AssistantExchangeView {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    mode: row.mode,
    notice: row.notice,
    citations: row.citations,
    followUps: row.followUps,
    createdAt: row.createdAt.toISOString(),
  };
}
