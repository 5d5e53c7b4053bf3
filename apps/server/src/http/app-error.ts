import type { Codes } from '@sme/shared/codes';

/** A code definition of @sme/shared/codes. */
export type CodeDef = (typeof Codes)[keyof typeof Codes];

/** Optional details of an AppError. */
export interface AppErrorOptions {
  /** Variables for the message template. */
  vars?: Record<string, string | number>;
  /** Carried in the envelope's data. */
  data?: unknown;
  /** A more precise message key than the code's own (e.g. subscription.tokenInvalid for a 404). */
  messageKey?: string;
}

/**
 * The one error a service or route throws on purpose: a spec code, answered with the code's HTTP
 * status and its message in the request's locale by the error handler (src/http/errors.ts).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: number;
  readonly status: number;
  readonly messageKey: string;
  readonly vars: Record<string, string | number>;
  readonly data: unknown;

  constructor(def: CodeDef, options: AppErrorOptions = {}) {
    super(options.messageKey ?? def.key);
    this.code = def.code;
    this.status = def.status;
    this.messageKey = options.messageKey ?? def.key;
    this.vars = options.vars ?? {};
    this.data = options.data ?? null;
  }
}

/** Type guard usable across module copies (e.g. errors thrown inside plugin callbacks). */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
