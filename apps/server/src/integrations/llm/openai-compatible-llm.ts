import type * as AiCompatible from '@ai-sdk/openai-compatible';
import type * as Ai from 'ai';
import type { LlmConfig } from '../../config';
import type { LlmChatRequest, LlmProvider, LlmStreamPart, LlmUsage } from './llm';
import { LlmError } from './llm-error';

/** The AI SDK's two packages, loaded together. */
interface AiSdk {
  ai: typeof Ai;
  compatible: typeof AiCompatible;
}

let sdk: Promise<AiSdk> | undefined;

/**
 * The AI SDK, loaded at the first chat rather than at start: it holds ~8 MB of heap that a server without a provider,
 * or before its first question, never uses (and the heap the garbage collector lets grow is a multiple of what lives).
 */
function loadSdk(): Promise<AiSdk> {
  sdk ??= Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]).then(([ai, compatible]) => ({ ai, compatible }));
  return sdk;
}

/**
 * Streams chat completions from any OpenAI-compatible API (POST {baseUrl}/chat/completions with stream: true) through
 * the AI SDK. A first token or a next token later than the timeout aborts the request: a stalled provider must not
 * hold the reader, who gets excerpts instead.
 */
export class OpenAiCompatibleLlm implements LlmProvider {
  readonly model: string;
  private languageModel: Ai.LanguageModel | undefined;

  constructor(private readonly config: LlmConfig) {
    this.model = config.model;
  }

  private modelOf({ compatible }: AiSdk): Ai.LanguageModel {
    if (!this.languageModel) {
      const { baseUrl, apiKey, model } = this.config;
      this.languageModel = compatible.createOpenAICompatible({ name: 'llm', baseURL: baseUrl, apiKey, includeUsage: true }).chatModel(model);
    }
    return this.languageModel;
  }

  async *streamChat({ system, messages, signal, timeoutMs = this.config.timeoutMs }: LlmChatRequest): AsyncGenerator<LlmStreamPart, void, undefined> {
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    // Counts only the provider's time: the clock stops while the caller handles a token.
    const startClock = (): void => {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    const stopClock = (): void => clearTimeout(timer);
    const onCallerAbort = (): void => controller.abort();
    if (signal?.aborted) throw new LlmError('ABORTED', 'The chat request was aborted before it started.');
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let loaded: AiSdk | undefined;
    const failure = (error: unknown): LlmError =>
      timedOut ? new LlmError('TIMEOUT', `The provider sent nothing for ${timeoutMs} ms.`) : toLlmError(error, loaded?.ai);
    try {
      startClock();
      loaded = await loadSdk();
      const result = loaded.ai.streamText({
        model: this.modelOf(loaded),
        system,
        messages,
        abortSignal: controller.signal,
        // A retry would double the reader's wait; the caller falls back to excerpts instead.
        maxRetries: 0,
        // Errors arrive as stream parts below; the SDK's default handler would only log them a second time.
        onError: () => undefined,
      });
      let usage: LlmUsage | null = null;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (!part.text) continue;
          stopClock();
          yield { type: 'text', text: part.text };
          startClock();
        } else if (part.type === 'error') {
          throw failure(part.error);
        } else if (part.type === 'abort') {
          throw failure(new LlmError('ABORTED', 'The chat request was aborted.'));
        } else if (part.type === 'finish') {
          usage = toUsage(part.totalUsage);
        }
      }
      yield { type: 'finish', usage };
    } catch (error) {
      throw error instanceof LlmError && !timedOut ? error : failure(error);
    } finally {
      stopClock();
      signal?.removeEventListener('abort', onCallerAbort);
      // Also ends the HTTP request when the caller stops reading early.
      controller.abort();
    }
  }
}

function toUsage(usage: { inputTokens: number | undefined; outputTokens: number | undefined }): LlmUsage | null {
  if (usage.inputTokens === undefined && usage.outputTokens === undefined) return null;
  return { inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 };
}

/** Sorts whatever the SDK or fetch threw into the one error type callers handle. */
function toLlmError(error: unknown, ai: typeof Ai | undefined): LlmError {
  if (error instanceof LlmError) return error;
  const cause = ai?.RetryError.isInstance(error) ? error.lastError : error;
  if (ai?.APICallError.isInstance(cause)) {
    if (cause.statusCode !== undefined && cause.statusCode >= 400) {
      return new LlmError('HTTP_STATUS', `The provider answered HTTP ${cause.statusCode}.`, cause.statusCode, { cause });
    }
    // A call error after a 2xx status is a stream that broke off; without a status, the connection never opened.
    if (cause.statusCode !== undefined) return new LlmError('BAD_RESPONSE', `The provider's stream broke off: ${cause.message}`, undefined, { cause });
    return new LlmError('UNREACHABLE', `The provider could not be reached: ${cause.message}`, undefined, { cause });
  }
  if (cause instanceof Error && (cause.name === 'AbortError' || cause.name === 'TimeoutError')) {
    return new LlmError('ABORTED', 'The chat request was aborted.', undefined, { cause });
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new LlmError('BAD_RESPONSE', `The provider's answer could not be read: ${message}`, undefined, { cause });
}
