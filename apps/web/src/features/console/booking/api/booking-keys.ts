import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console answer about adviser calls: the calendar and the advisers, refreshed together after a change. */
export const CONSOLE_BOOKING_KEY = [...CONSOLE_QUERY_KEY, 'booking'] as const;
