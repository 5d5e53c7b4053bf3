import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** The staff list; inviting or disabling refreshes it. */
export const STAFF_KEY = [...CONSOLE_QUERY_KEY, 'staff'] as const;
