import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { type LoginRouteState, rememberLoginRedirect } from '@/lib/session/login-redirect';

/**
 * Guard of the auth-required routes (spec sections 2 and 6): passes when either stored credential exists,
 * otherwise remembers the page and sends the visitor to /login.
 */
export function RequireAuth() {
  const location = useLocation();
  // Re-renders the guard when the member signs in or out in this tab; the cookies decide.
  const signedIn = useIsLoggedIn();
  if (signedIn) return <Outlet />;
  rememberLoginRedirect(`${location.pathname}${location.search}${location.hash}`);
  const state: LoginRouteState = { fromGuard: true };
  return <Navigate to="/login" replace state={state} />;
}
