import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console inbox answer (feedback, contact messages, subscriptions). */
export const CONSOLE_INBOX_KEY = [...CONSOLE_QUERY_KEY, 'inbox'] as const;

/** The two message lists of the inbox, named as their operations are (console.feedback.*, console.contact.*). */
export type InboxKind = 'feedback' | 'contact';
