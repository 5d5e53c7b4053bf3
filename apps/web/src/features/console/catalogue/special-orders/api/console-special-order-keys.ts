import { CONSOLE_QUERY_KEY } from '../../../shell/console-keys';

/** Every console special order answer (lists and details), refreshed together after a quote or decline. */
export const CONSOLE_SPECIAL_ORDERS_KEY = [...CONSOLE_QUERY_KEY, 'specialOrders'] as const;
