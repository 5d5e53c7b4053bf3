import { Codes } from '@sme/shared/codes';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console application answer (queue pages and details); each review action refreshes them all. */
export const CONSOLE_APPLICATIONS_KEY = [...CONSOLE_QUERY_KEY, 'applications'] as const;

/** The base of the review endpoints (console.application.*). */
export const REVIEW_API = '/console/applications';

/**
 * Codes a review action's caller shows itself rather than as a toast: conflicts, rate limits and 3002 (the
 * application moved meanwhile, usually because another reviewer acted first).
 */
export const REVIEW_SILENT_CODES = { omitMcId: true, silentCodes: [409, 429, Codes.APPLICATION_STATE.code] };
