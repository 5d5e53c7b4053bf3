/**
 * A path of this site taken from a URL parameter or storage, or null. Only paths ("/x"), never "//host" or an
 * absolute URL: an attacker-supplied link must not turn our redirects into an open redirect.
 */
export function sameSitePath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
