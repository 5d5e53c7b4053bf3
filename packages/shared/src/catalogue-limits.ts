/**
 * The catalogue's size limits, apart from the schemas that enforce them: the web reads them on its first page, which
 * must not download zod for a few numbers.
 */

/** Largest page a list returns; a bigger `size` is capped, not refused. */
export const MAX_PAGE_SIZE = 50;
/** Page size of the lists when none is asked. */
export const DEFAULT_PAGE_SIZE = 20;
/** Longest search keyword accepted. */
export const MAX_KEYWORD_LENGTH = 100;
/** Most ids in one store.byIds or impression call. */
export const MAX_IDS_PER_CALL = 100;
