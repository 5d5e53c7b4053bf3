/**
 * Why a chat request failed: the provider answered with an error status, could not be reached, sent nothing within
 * the timeout, was aborted by the caller, or sent something that is not a chat stream.
 */
export type LlmFailureReason = 'HTTP_STATUS' | 'UNREACHABLE' | 'TIMEOUT' | 'ABORTED' | 'BAD_RESPONSE';

/** The one error an LlmProvider throws; `status` is the provider's HTTP status when it answered with one. */
export class LlmError extends Error {
  override readonly name = 'LlmError';

  constructor(
    readonly reason: LlmFailureReason,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
