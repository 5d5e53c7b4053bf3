/** A failed API call: `code` is meta.code (or 509 / 0 for transport failures), `status` the HTTP status (0 without an answer). */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, code: number, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** Per-call options of every API helper. */
export type RequestOptions = {
  /**
   * meta.code values this caller handles itself: no toast for them (in addition to SILENT_CODES). Listing 401 also
   * skips the session dialog, for calls that merely probe for a session (quick login) or end it (logout).
   */
  silentCodes?: number[];
  /** Leave out the mcId parameter (spec section 7 flag). */
  omitMcId?: boolean;
  /** Cancels the request; a call cancelled by its caller rejects without a toast. */
  signal?: AbortSignal;
  /** Background calls (tracking): never a toast or the session dialog, whatever the answer; the caller ignores failures. */
  quiet?: boolean;
  /** Let the request outlive the page (fetch keepalive), for the last tracking batch sent on pagehide. */
  keepalive?: boolean;
};

/** Code of a call cancelled by its own caller (react-query cancels queries of unmounted pages). */
export const CANCELED_CODE = 0;
