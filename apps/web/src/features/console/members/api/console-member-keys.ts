import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console member answer (lists and details), refreshed together after a disable or enable. */
export const CONSOLE_MEMBERS_KEY = [...CONSOLE_QUERY_KEY, 'members'] as const;
