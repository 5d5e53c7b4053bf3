import type { Locale } from '@sme/shared/constants';
import type { AssistantAnswerMode, AssistantCitation, AssistantNotice, AssistantTopic, KnowledgeSource } from '@sme/shared/schemas/assistant';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Suggested questions of /ask, in three languages, edited by admins in the back office. */
export const assistantSuggestions = pgTable(
  'assistant_suggestions',
  {
    id: uuid().primaryKey().defaultRandom(),
    topic: text().$type<AssistantTopic>().notNull(),
    questionEn: text().notNull(),
    questionZhCn: text().notNull(),
    questionZhTw: text().notNull(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_suggestions_topic_idx').on(t.topic, t.sort)],
);

/** The assistant's FAQ (seeded in three languages): one knowledge source among others, each entry linking to its page. */
export const assistantFaqs = pgTable('assistant_faqs', {
  id: uuid().primaryKey().defaultRandom(),
  /** Stable name of the entry (the seed updates by it). */
  key: text().notNull().unique(),
  topic: text().$type<AssistantTopic>().notNull(),
  /** The site path the entry is about, cited with it (e.g. /regHKComp). */
  url: text().notNull(),
  questionEn: text().notNull(),
  questionZhCn: text().notNull(),
  questionZhTw: text().notNull(),
  answerEn: text().notNull(),
  answerZhCn: text().notNull(),
  answerZhTw: text().notNull(),
  sort: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The knowledge index: one row per passage per locale, built from the platform's own data (content, static pages,
 * plans, application forms, loans, products, merchants, FAQ) and rebuilt when its source changes. `terms` holds the
 * passage's search terms (English stems; Chinese characters and bigrams folded to one script), `title_terms` those of
 * its title; retrieval ranks by them (GIN index on terms).
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text().$type<KnowledgeSource>().notNull(),
    /** Which record and part it came from ("CONTENT:<id>#2", "FORM:HK_COMPANY_HK:documents"); one key per locale. */
    sourceKey: text().notNull(),
    locale: text().$type<Locale>().notNull(),
    topic: text().$type<AssistantTopic>(),
    title: text().notNull(),
    /** Plain text (no HTML), what excerpts quote and a provider reads. */
    body: text().notNull(),
    /** The site path cited for it. */
    url: text().notNull(),
    terms: text().array().notNull(),
    titleTerms: text().array().notNull(),
    /** Number of terms (BM25's length normalisation). */
    termCount: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('knowledge_passages_key_idx').on(t.sourceKey, t.locale),
    index('knowledge_passages_terms_idx').using('gin', t.terms),
    index('knowledge_passages_source_idx').on(t.source, t.locale),
  ],
);

/** A signed-in member's conversation with the assistant (visitors' questions are not stored). */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid().notNull(),
    title: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_conversations_member_idx').on(t.memberId, t.updatedAt)],
);

/** One question and its answer, as streamed; deleted with its conversation. */
export const assistantExchanges = pgTable(
  'assistant_exchanges',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    /** Insertion order (a clock can give two exchanges one timestamp). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    question: text().notNull(),
    answer: text().notNull(),
    locale: text().$type<Locale>().notNull(),
    mode: text().$type<AssistantAnswerMode>().notNull(),
    notice: text().$type<AssistantNotice>(),
    citations: jsonb().$type<AssistantCitation[]>().notNull(),
    followUps: jsonb().$type<string[]>().notNull(),
    /** Token counts reported by the provider (null for excerpts). */
    inputTokens: integer(),
    outputTokens: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_exchanges_conversation_idx').on(t.conversationId, t.seq)],
);

/** Questions asked per subject ("member:<id>" or "address:<ip>") per Hong Kong day: the daily limits. */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    subject: text().notNull(),
    day: date().notNull(),
    questions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] }), check('assistant_usage_questions_check', sql`${t.questions} >= 0`)],
);
