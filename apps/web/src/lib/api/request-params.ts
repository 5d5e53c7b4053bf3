import { CLIENT_DEFAULTS } from '@sme/shared/constants';
import type { SignableParams } from '@sme/shared/signature';
import { clientConfig } from '@/lib/config';
import { currentMemberId, readToken } from '@/lib/session/user-store';
import type { RequestOptions } from './api-error';

/** Parameter values the client accepts: scalars or arrays of scalars; null/undefined are left out. */
export type Params = SignableParams;

/** The parameters of spec section 7 added to every call: appId, mcId (unless omitted), token and memberId when known. */
export function clientParams(opts: RequestOptions = {}): Record<string, string> {
  const out: Record<string, string> = { appId: clientConfig().appId };
  if (!opts.omitMcId) out.mcId = CLIENT_DEFAULTS.mcId;
  const token = readToken();
  if (token) out.token = token;
  const memberId = currentMemberId();
  if (memberId) out.memberId = memberId;
  return out;
}

/** Caller parameters merged over the client parameters (a caller may name a different mcId or memberId). */
export function withClientParams(params: Params | undefined, opts: RequestOptions | undefined): Params {
  return { ...clientParams(opts), ...(params ?? {}) };
}
