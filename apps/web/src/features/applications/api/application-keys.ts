import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** Every cached answer about the member's applications (lists, details), under the member key so logout drops it. */
export const APPLICATIONS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'applications'] as const;

/** Where the applications API lives (spec section 7 names its calls; the paths are the server's). */
export const APPLICATIONS_API = '/applications';
