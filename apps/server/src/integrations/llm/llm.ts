import type { AppConfig } from '../../config';
import { OpenAiCompatibleLlm } from './openai-compatible-llm';

/** One turn of the conversation sent to the model (the system prompt travels apart). */
export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Tokens a generation used, as the provider counted them. */
export interface LlmUsage {
  inputTokens: number;
  outputTokens: number;
}

/** What a streamed chat yields: text to append as it comes, then one `finish` (usage null when the provider sent none). */
export type LlmStreamPart = { type: 'text'; text: string } | { type: 'finish'; usage: LlmUsage | null };

/** What one chat completion is made of. */
export interface LlmChatRequest {
  system: string;
  messages: LlmMessage[];
  /** Aborts the request (the reader went away, or the caller stopped reading on purpose). */
  signal?: AbortSignal;
  /** Longest wait for the first token and between two tokens; the provider's configured value when omitted. */
  timeoutMs?: number;
}

/** A chat model that streams its answer. Every failure is thrown as an LlmError. */
export interface LlmProvider {
  readonly model: string;
  streamChat(request: LlmChatRequest): AsyncGenerator<LlmStreamPart, void, undefined>;
}

/** The configured OpenAI-compatible provider, or undefined when none is (answers are then composed of excerpts). */
export function createLlmProvider(config: AppConfig['llm']): LlmProvider | undefined {
  return config ? new OpenAiCompatibleLlm(config) : undefined;
}
