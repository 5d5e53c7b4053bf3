import { sameSitePath } from '@/lib/navigation/same-site-path';

/** sessionStorage key holding the page to return to after sign-in (full path + search + hash). */
export const LOGIN_REDIRECT_KEY = 'login-redirect';

/** Pages never remembered: returning to them after sign-in would be pointless (spec section 4). */
const NEVER_REMEMBERED = ['/login', '/forgetpwd', '/register'];

function pathnameOf(target: string): string {
  return target.split(/[?#]/)[0] ?? '';
}

/** Remember a page to return to after sign-in; ignores login, forgot password, register and foreign URLs. */
export function rememberLoginRedirect(target: string): void {
  if (!sameSitePath(target)) return;
  if (NEVER_REMEMBERED.includes(pathnameOf(target).toLowerCase())) return;
  try {
    sessionStorage.setItem(LOGIN_REDIRECT_KEY, target);
  } catch {
    // Storage can be disabled; the visitor then lands on the home page after sign-in.
  }
}

/** The remembered page, without removing it. */
export function peekLoginRedirect(): string | null {
  try {
    return sessionStorage.getItem(LOGIN_REDIRECT_KEY);
  } catch {
    return null;
  }
}

/** The page to go to after sign-in (removed once read), or the fallback. */
export function consumeLoginRedirect(fallback = '/home'): string {
  const target = peekLoginRedirect();
  try {
    sessionStorage.removeItem(LOGIN_REDIRECT_KEY);
  } catch {
    // Nothing to clean up without storage.
  }
  return target ?? fallback;
}

/** Router state the guard hands to /login, so the page can say why the visitor is there. */
export interface LoginRouteState {
  fromGuard?: boolean;
}
