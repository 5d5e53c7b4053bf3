import { Codes } from '@sme/shared/codes';
import { AppError } from '../../../http/app-error';

/** A provider API's answer: its HTTP status and its JSON body (null when it sent none or not JSON). */
export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** A provider that does not answer within this time is treated as unreachable (1005), not waited on. */
const TIMEOUT_MS = 20_000;

/**
 * One call to a payment provider's HTTP API (PayPal, crypto). The provider being down, slow or failing on its side
 * is 1005 "network unstable" so the payer is told to try again; a 4xx is returned for the caller to read, because
 * some (PayPal's 422 INSTRUMENT_DECLINED) are a payer's decline rather than a fault.
 */
export async function providerFetch(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new AppError(Codes.PAY_NETWORK_UNSTABLE);
  }
  const text = await response.text();
  if (response.status >= 500) throw new AppError(Codes.PAY_NETWORK_UNSTABLE);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** The body of a 2xx answer; any other answer means our request or credentials are wrong: 1008 "gateway unstable". */
export function okBody(answer: ProviderAnswer): unknown {
  if (answer.status < 200 || answer.status >= 300) {
    throw new AppError(Codes.PAY_GATEWAY_UNSTABLE);
  }
  return answer.body;
}
