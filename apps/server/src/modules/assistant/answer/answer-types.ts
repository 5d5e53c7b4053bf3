import type { Locale } from '@sme/shared/constants';
import type { MembershipTier } from '@sme/shared/membership-plans';
import type { AssistantAnswerMode, AssistantNotice, AssistantUsage, KnowledgeSource } from '@sme/shared/schemas/assistant';

/** A passage given to the answer, numbered as its [n] citation. */
export interface AnswerPassage {
  n: number;
  source: KnowledgeSource;
  title: string;
  body: string;
  url: string;
}

/** Who asks, when the answer may be personalised (Platinum members only; null otherwise). */
export interface AskerProfile {
  name: string | null;
  companyName: string | null;
  tier: MembershipTier;
  /** ISO date the membership ends. */
  validUntil: string;
}

/** Everything an answer is made from: never more than this reaches a provider. */
export interface AnswerRequest {
  question: string;
  /** The language and script to answer in. */
  locale: Locale;
  /** Retrieved passages and the member's own records (ACCOUNT), best first; empty = nothing relevant. */
  passages: AnswerPassage[];
  profile: AskerProfile | null;
  /** Earlier exchanges of the conversation, oldest first (at most a few). */
  history: Array<{ question: string; answer: string }>;
  /** Aborted when the client goes away (stop). */
  signal: AbortSignal;
}

/** What the answer streams: text to append, a reset (what was streamed is void; excerpts follow), a notice. */
export type AnswerChunk = { type: 'delta'; text: string } | { type: 'reset' } | { type: 'notice'; notice: AssistantNotice };

/** How the answer ended (the generator's return value). */
export interface AnswerOutcome {
  mode: AssistantAnswerMode;
  notice: AssistantNotice | null;
  usage: AssistantUsage | null;
  /** Why the provider failed, when it did (for the log; never shown to the reader). */
  providerError?: { reason: string; message: string };
}
