import { MAX_KEYWORD_LENGTH } from '@sme/shared/catalogue-limits';

/**
 * The search page's address, apart from the search box (antd's AutoComplete): the header's light stand-in for the
 * box searches and reads the keyword the same way without loading it.
 */

/** The search page. */
export const SEARCH_PATH = '/pmsSearch';

/** The search page for what was typed (trimmed, at most MAX_KEYWORD_LENGTH), or null when it is blank. */
export function searchPageFor(text: string): string | null {
  const keyword = text.trim().slice(0, MAX_KEYWORD_LENGTH);
  return keyword ? `${SEARCH_PATH}?keyword=${encodeURIComponent(keyword)}` : null;
}

/** The keyword shown on the search page at `pathname`, or null on any other page. */
export function keywordOnSearchPage(pathname: string, params: URLSearchParams): string | null {
  return pathname === SEARCH_PATH ? (params.get('keyword') ?? '') : null;
}
