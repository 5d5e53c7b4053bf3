import { CITATION_HREF } from './remark-citations';

/**
 * react-markdown's URL filter for answers: a path of this site, an https address or a citation marker; anything
 * else (javascript:, data:, http:, protocol-relative //host) is dropped.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (value.startsWith(CITATION_HREF)) return value;
  if (/^\/(?![/\\])/.test(value)) return value;
  if (/^https:\/\//i.test(value)) return value;
  return '';
}

/** Whether an href is a path of this site (followed in-app rather than by a page load). */
export const isSitePath = (href: string): boolean => /^\/(?![/\\])/.test(href);
