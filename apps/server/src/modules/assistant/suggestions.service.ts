import type { Locale } from '@sme/shared/constants';
import { ASSISTANT_TOPICS, type AssistantSuggestionsView, type AssistantTopic } from '@sme/shared/schemas/assistant';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantSuggestions } from './assistant.tables';

type SuggestionRow = typeof assistantSuggestions.$inferSelect;

/** A suggested question in `locale`. */
export function suggestionText(row: Pick<SuggestionRow, 'questionEn' | 'questionZhCn' | 'questionZhTw'>, locale: Locale): string {
  return locale === 'zh_CN' ? row.questionZhCn : locale === 'zh_TW' ? row.questionZhTw : row.questionEn;
}

/** assistant.suggestions: the active questions in `locale`, grouped by topic in ASSISTANT_TOPICS order, each by its sort. */
export async function listSuggestions(db: Database, locale: Locale): Promise<AssistantSuggestionsView> {
  const rows = await db
    .select()
    .from(assistantSuggestions)
    .where(eq(assistantSuggestions.isActive, true))
    .orderBy(asc(assistantSuggestions.sort), asc(assistantSuggestions.createdAt), asc(assistantSuggestions.id));
  const topics = ASSISTANT_TOPICS.map((topic) => ({
    topic,
    questions: rows.filter((r) => r.topic === topic).map((r) => ({ id: r.id, question: suggestionText(r, locale) })),
  }));
  return { topics: topics.filter((t) => t.questions.length > 0) };
}

/** The active suggested questions of one topic in `locale`, in their order. */
export async function topicSuggestions(db: Database, topic: AssistantTopic, locale: Locale): Promise<string[]> {
  const rows = await db
    .select()
    .from(assistantSuggestions)
    .where(and(eq(assistantSuggestions.topic, topic), eq(assistantSuggestions.isActive, true)))
    .orderBy(asc(assistantSuggestions.sort), asc(assistantSuggestions.id));
  return rows.map((r) => suggestionText(r, locale));
}
