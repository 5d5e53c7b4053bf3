import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { rememberLoginRedirect } from '@/lib/session/login-redirect';

/** The pages whose entry remembers the page the visitor came from. */
const ENTRY_PAGES = ['/login', '/register'];

/**
 * Spec section 4: entering login or register from another page remembers that page, to return to after sign-in.
 * Watching navigation here covers every way in (header, calls to action, in-page links) in one place;
 * rememberLoginRedirect itself ignores login, forgot password and register.
 */
export function useRememberLoginEntry(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current && ENTRY_PAGES.includes(location.pathname.toLowerCase())) rememberLoginRedirect(previous.current);
    previous.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);
}
