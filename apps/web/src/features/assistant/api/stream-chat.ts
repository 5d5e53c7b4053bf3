import { Codes } from '@sme/shared/codes';
import type { AssistantChatInput, AssistantStreamEvent } from '@sme/shared/schemas/assistant';
import { apiPostJsonStream } from '@/lib/api';
import { ASSISTANT_API } from './assistant-keys';

/**
 * Refusals the conversation itself shows (no toast): bad input, the daily limit, a conversation that is not the
 * member's, a retry of an answer that is no longer the latest.
 */
const SHOWN_IN_CHAT = [Codes.BAD_REQUEST.code, Codes.ASSISTANT_DAILY_LIMIT.code, Codes.NOT_FOUND.code, Codes.CONFLICT.code];

/**
 * POST assistant.chat: asks one question and hands each event of the streamed answer to `onEvent` as it arrives.
 * Rejects with ApiError on a refusal before streaming (400, 429 daily limit, 404, 409) or a cut connection.
 */
export function streamChat(input: AssistantChatInput, onEvent: (event: AssistantStreamEvent) => void, signal: AbortSignal): Promise<void> {
  return apiPostJsonStream(
    `${ASSISTANT_API}/chat`,
    { ...input },
    {
      signal,
      silentCodes: SHOWN_IN_CHAT,
      onEvent: (message) => onEvent(JSON.parse(message.data) as AssistantStreamEvent),
    },
  );
}
