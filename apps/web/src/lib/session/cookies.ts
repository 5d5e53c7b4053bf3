/** Minimal cookie access for the two session cookies the server sets (DESIGN.md, "Sessions"). */

/** Cookie names: `token` is httpOnly in browsers (then unreadable here); `memberId` is readable on purpose. */
export const SESSION_COOKIES = { token: 'token', memberId: 'memberId' } as const;

/** Value of a cookie readable by JavaScript, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return value || undefined;
      }
    }
  }
  return undefined;
}

/** Expire a cookie on the root path (where the server sets the session cookies). */
export function clearCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
