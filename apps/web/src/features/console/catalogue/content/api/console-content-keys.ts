import { CONSOLE_QUERY_KEY } from '../../../shell/console-keys';

/** Every console content answer (lists and details), refreshed together after a change. */
export const CONSOLE_CONTENT_KEY = [...CONSOLE_QUERY_KEY, 'content'] as const;
