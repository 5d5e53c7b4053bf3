import { Codes } from '@sme/shared/codes';

/**
 * Codes the account forms show in place rather than as a toast, on top of the client's SILENT_CODES (which already
 * cover 400, 1001, 1002, 4001, 9002, 9003, 9004): the captcha asked for or wrong, the sign-in rate limit, and the
 * pause of an account's password sign-in (which says to reset the password).
 */
export const INLINE_CODES: number[] = [Codes.CAPTCHA_REQUIRED.code, Codes.CAPTCHA_INVALID.code, Codes.TOO_MANY_REQUESTS.code, Codes.SIGN_IN_PAUSED.code];
