import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console order answer (list pages and details); each order action refreshes them all. */
export const CONSOLE_ORDERS_KEY = [...CONSOLE_QUERY_KEY, 'orders'] as const;
