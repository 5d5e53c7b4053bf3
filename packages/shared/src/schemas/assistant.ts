import { z } from 'zod';
import type { Locale } from '../constants';
import { requiredText } from './fields';

/** Topics of the suggested questions on /ask (spec section 1), in display order. */
export const ASSISTANT_TOPICS = [
  'COMPANY_REGISTRATION',
  'BANK_ACCOUNT',
  'BUSINESS_LOANS',
  'CROSS_BORDER_PAYMENTS',
  'TRADE_FINANCE',
  'MEMBERSHIP',
  'MARKETPLACE',
  'SHOP_ORDERS',
] as const;
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number];
export const assistantTopicSchema = z.enum(ASSISTANT_TOPICS);

/** Longest question accepted (characters); a longer paste is refused with 400, never cut silently. */
export const ASSISTANT_QUESTION_MAX = 1000;
/** Longest conversation title (a new conversation is titled by its first question, cut to this). */
export const ASSISTANT_TITLE_MAX = 80;

// ——— Suggested questions (/ask) ———

/** One suggested question in the request's language. */
export interface AssistantSuggestionView {
  id: string;
  question: string;
}
/** assistant.suggestions: the active questions grouped by topic, topics in ASSISTANT_TOPICS order (empty topics left out). */
export interface AssistantSuggestionsView {
  topics: Array<{ topic: AssistantTopic; questions: AssistantSuggestionView[] }>;
}

// ——— Chat ———

/** assistant.chat: one question, answered as a text/event-stream (see AssistantStreamEvent). */
export const assistantChatInput = z.object({
  question: requiredText(ASSISTANT_QUESTION_MAX),
  /** A signed-in member's conversation to continue; omitted = a new one (visitors never have one). */
  conversationId: z.uuid().optional(),
  /** Retry: the member's exchange this answer replaces (it must be the conversation's latest); it is deleted first. */
  replaceExchangeId: z.uuid().optional(),
});
export type AssistantChatInput = z.input<typeof assistantChatInput>;

/** How an answer was made: by the configured language model from the passages, or composed of excerpts of them. */
export const ASSISTANT_ANSWER_MODES = ['GENERATED', 'EXCERPTS'] as const;
export type AssistantAnswerMode = (typeof ASSISTANT_ANSWER_MODES)[number];

/**
 * Why an answer carries a notice: nothing relevant was found (contact form and adviser call offered); the provider
 * failed or timed out (excerpts instead); the provider's answer was withheld by the output check (excerpts instead).
 */
export const ASSISTANT_NOTICES = ['NO_MATCH', 'PROVIDER_FAILED', 'ANSWER_WITHHELD'] as const;
export type AssistantNotice = (typeof ASSISTANT_NOTICES)[number];

/** Where a cited passage comes from (the web picks an icon by it). */
export const KNOWLEDGE_SOURCES = ['CONTENT', 'PAGE', 'FAQ', 'PLAN', 'FORM', 'LOAN', 'PRODUCT', 'MERCHANT', 'ACCOUNT'] as const;
export type KnowledgeSource = (typeof KNOWLEDGE_SOURCES)[number];

/** A passage an answer used, numbered as the answer's [n] markers refer to it; `url` is a path of this site. */
export interface AssistantCitation {
  n: number;
  source: KnowledgeSource;
  title: string;
  url: string;
  /** A short plain-text excerpt (for the hover card). */
  snippet: string;
}

/** Token counts of a provider-generated answer (absent for excerpts). */
export interface AssistantUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * The events of the assistant.chat stream, in order: one `start`, one `citations`, `delta`s (text to append; a
 * `reset` clears what was streamed so far, when the provider failed mid-answer and excerpts follow), at most one
 * `notice`, then `done` — or `error` in place of whatever did not happen. Each SSE message is
 * `event: <type>\ndata: <JSON of the whole event, type included>\n\n`. A refusal before the stream starts (bad input
 * 400, daily limit 429, another member's conversation 404) is the usual JSON envelope with its HTTP status.
 */
export type AssistantStreamEvent =
  | {
      type: 'start';
      /** Null for visitors (nothing is stored). */
      conversationId: string | null;
      exchangeId: string | null;
      title: string | null;
      /** The language and script the answer is written in (that of the question; the request's locale when unclear). */
      locale: Locale;
      /** Questions left today for this member or address, this one counted. */
      remainingToday: number;
    }
  | { type: 'citations'; citations: AssistantCitation[] }
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'notice'; notice: AssistantNotice }
  | { type: 'done'; mode: AssistantAnswerMode; followUps: string[]; usage: AssistantUsage | null }
  | { type: 'error'; code: number; message: string };

// ——— Conversations (signed-in members) ———

/** One question and its answer as stored. */
export interface AssistantExchangeView {
  id: string;
  question: string;
  answer: string;
  mode: AssistantAnswerMode;
  notice: AssistantNotice | null;
  citations: AssistantCitation[];
  followUps: string[];
  createdAt: string;
}

/** assistant.conversations: a member's conversations, last active first. */
export interface AssistantConversationSummaryView {
  id: string;
  title: string;
  updatedAt: string;
}

/** assistant.conversation: one conversation with its exchanges, oldest first. */
export interface AssistantConversationView extends AssistantConversationSummaryView {
  exchanges: AssistantExchangeView[];
}

export const assistantConversationIdInput = z.object({ id: z.uuid() });
export const assistantRenameInput = z.object({ title: requiredText(ASSISTANT_TITLE_MAX) });
export type AssistantRenameInput = z.input<typeof assistantRenameInput>;
