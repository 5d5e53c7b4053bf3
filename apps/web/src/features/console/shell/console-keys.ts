import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** Every cached console answer, under the member key so signing out drops the back office's data too. */
export const CONSOLE_QUERY_KEY = [...MEMBER_QUERY_KEY, 'console'] as const;
