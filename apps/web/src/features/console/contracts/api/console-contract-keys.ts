import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** Every console contract answer (current contract, version history); issuing or accepting refreshes them all. */
export const CONSOLE_CONTRACT_KEY = [...CONSOLE_QUERY_KEY, 'contract'] as const;
