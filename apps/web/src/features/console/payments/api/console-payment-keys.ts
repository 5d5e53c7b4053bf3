import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console payments answer (payment records, refunds); a statement import refreshes them all. */
export const CONSOLE_PAYMENTS_KEY = [...CONSOLE_QUERY_KEY, 'payments'] as const;
