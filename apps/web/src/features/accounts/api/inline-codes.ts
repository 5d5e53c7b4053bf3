import { Codes } from '@sme/shared/codes';

/**
 * Codes the account forms show in place rather than as a toast, on top of the client's SILENT_CODES (which already
 * cover 400, 1001, 1002, 4001, 9002, 9003, 9004): the captcha asked for or wrong, and the sign-in rate limit.
 */
export const INLINE_CODES: number[] = [Codes.CAPTCHA_REQUIRED.code, Codes.CAPTCHA_INVALID.code, Codes.TOO_MANY_REQUESTS.code];
