import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console membership answer: a member's timeline, the plans. */
export const CONSOLE_MEMBERSHIP_KEY = [...CONSOLE_QUERY_KEY, 'membership'] as const;

/** Every console card answer: the batches and their cards, refreshed together after an issue. */
export const CONSOLE_CARDS_KEY = [...CONSOLE_QUERY_KEY, 'card'] as const;
