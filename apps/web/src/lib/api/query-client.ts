import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/**
 * Business answers (meta.code) will not change on retry; only transport failures are retried, once. A retry runs the
 * queryFn again, so the call is signed again (fresh timestamp and nonce): a replayed nonce is never what we send.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status > 0 && error.status < 500) return false;
  return failureCount < 1;
}

/** The app's react-query client; the API client already toasts errors, so queries do not. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
