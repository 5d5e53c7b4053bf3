import { CONSOLE_QUERY_KEY } from '../../../shell/console-keys';

/** Every console product answer (lists and details), refreshed together after a change. */
export const CONSOLE_PRODUCTS_KEY = [...CONSOLE_QUERY_KEY, 'products'] as const;
