/** Minimal cookie access for the two session cookies the server sets (DESIGN.md, "Sessions"). */

/** Cookie names: `token` is httpOnly in browsers (then unreadable here); `memberId` is readable on purpose. */
export const SESSION_COOKIES = { token: 'token', memberId: 'memberId' } as const;

/** The cookie string last parsed and its values: every signed-in check reads a cookie, and the string rarely changes. */
let parsed: { source: string; values: Map<string, string> } = { source: '', values: new Map() };

function cookieValues(): Map<string, string> {
  const source = document.cookie;
  if (source === parsed.source) return parsed.values;
  const values = new Map<string, string>();
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (values.has(name)) continue;
    const value = part.slice(eq + 1).trim();
    try {
      values.set(name, decodeURIComponent(value));
    } catch {
      values.set(name, value);
    }
  }
  parsed = { source, values };
  return values;
}

/** Value of a cookie readable by JavaScript, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookieValues().get(name) || undefined;
}

/** Expire a cookie on the root path (where the server sets the session cookies). */
export function clearCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
