import { i18n } from '@/lib/i18n';
import { ApiError, CANCELED_CODE, type RequestOptions } from './api-error';
import { errorToast } from './toasts';

/** The HTTP layer's generic failures of spec section 8, each with a translated fallback under common:transport. */
export type TransportKind = 'network' | 'aborted' | 'timeout' | 'canceled' | 'badRequest' | 'badResponse';

/** Reject value for a transport failure; toasts unless the caller itself cancelled the call. */
export function transportError(kind: TransportKind, status = 0, data: unknown = null, quiet = false): ApiError {
  const text = i18n.t(`common:transport.${kind}`);
  if (kind !== 'canceled' && !quiet) errorToast(text);
  return new ApiError(text, CANCELED_CODE, status, data);
}

/** Classify a fetch rejection. */
export function fetchFailure(err: unknown, opts: RequestOptions): ApiError {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  // A caller cancelling its own call (react-query on unmount) is not an error worth telling the user about.
  if (opts.signal?.aborted) return transportError('canceled');
  const quiet = opts.quiet ?? false;
  if (name === 'TimeoutError') return transportError('timeout', 0, null, quiet);
  if (name === 'AbortError') return transportError('aborted', 0, null, quiet);
  return transportError('network', 0, null, quiet);
}
