import type { Role } from '@sme/shared/constants';
import { create } from 'zustand';
import { clearCookie, readCookie, SESSION_COOKIES } from './cookies';

/** sessionStorage flag set on logout so the login page knows the visitor chose to sign in again (spec section 4). */
export const CLICK_LOGIN_KEY = 'clickLogin';

/** The member profile of spec section 3 as member.profile answers it (contract: accounts-api.md, "Profile"). */
export interface MemberProfile {
  id: string;
  memberNo: string;
  email: string | null;
  /** E.164, e.g. +85291234567. */
  mobile: string | null;
  /** ISO region of the mobile number, e.g. HK. */
  mobileRegion: string | null;
  /** The company email verified for adviser calls (/community1). */
  companyEmail: string | null;
  /** URL path an <img> can load. */
  avatarImg: string | null;
  engFirstName: string | null;
  engLastName: string | null;
  fullName: string | null;
  nickName: string | null;
  salutation: 'MR' | 'MS' | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  address: string | null;
  locationCountry: string | null;
  locationCity: string | null;
  roles: Role[];
  hasPassword: boolean;
  socialProviders: string[];
  /** Chosen by the server in the order of section 3 (packages/shared/src/member-display.ts). */
  displayName: string;
}

interface UserState {
  memberId: string | null;
  profile: MemberProfile | null;
  cartCount: number;
  /** Bumped when something changed the cart so cart views refetch. */
  cartRefresh: number;
  /** Record a signed-in member (after login, or when the cookies say so). */
  setMemberId: (memberId: string | null) => void;
  setProfile: (profile: MemberProfile | null) => void;
  setCartCount: (count: number) => void;
  bumpCartRefresh: () => void;
  /** Re-read the readable session cookie, e.g. after the server signed the visitor in. */
  syncFromCookies: () => void;
}

const initial = () => ({ memberId: readCookie(SESSION_COOKIES.memberId) ?? null, profile: null, cartCount: 0, cartRefresh: 0 });

/** The user state of spec section 3: member id, profile, cart count and cart refresh counter. */
export const useUserStore = create<UserState>()((set) => ({
  ...initial(),
  setMemberId: (memberId) => set({ memberId }),
  setProfile: (profile) => set({ profile }),
  setCartCount: (cartCount) => set({ cartCount: Math.max(0, cartCount) }),
  bumpCartRefresh: () => set((s) => ({ cartRefresh: s.cartRefresh + 1 })),
  syncFromCookies: () => set({ memberId: readCookie(SESSION_COOKIES.memberId) ?? null }),
}));

/** The session token when it is readable (non-browser setups); browsers keep it httpOnly. */
export function readToken(): string | undefined {
  return readCookie(SESSION_COOKIES.token);
}

/** The current member id: from the store, else from the readable cookie. */
export function currentMemberId(): string | undefined {
  return useUserStore.getState().memberId ?? readCookie(SESSION_COOKIES.memberId) ?? undefined;
}

/** Spec section 6: signed in when either stored credential exists (memberId cookie or a readable token cookie). */
export function isLoggedIn(): boolean {
  return Boolean(readCookie(SESSION_COOKIES.memberId) || readToken());
}

/** Hook form of isLoggedIn that re-renders when the store's member changes. */
export function useIsLoggedIn(): boolean {
  // The store only triggers the re-render; the stored credentials decide, as for the route guard.
  useUserStore((s) => s.memberId);
  return isLoggedIn();
}

/** Record a member who just signed in (the server set the cookies) and clear the click-login flag logout set. */
export function signIn(memberId: string): void {
  try {
    sessionStorage.removeItem(CLICK_LOGIN_KEY);
  } catch {
    // Without storage there is no flag to clear.
  }
  useUserStore.getState().setMemberId(memberId);
}

/** Whether the visitor logged out in this tab (spec section 4), so the login page does not offer to continue silently. */
export function hasClickedLogout(): boolean {
  try {
    return sessionStorage.getItem(CLICK_LOGIN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Log out on this device (spec section 4): clear the session cookies, set the click-login flag, reset the state.
 * The httpOnly token cookie can only be cleared by the server: the sign-out action calls member.logout first.
 */
export function logout(): void {
  clearCookie(SESSION_COOKIES.token);
  clearCookie(SESSION_COOKIES.memberId);
  try {
    sessionStorage.setItem(CLICK_LOGIN_KEY, '1');
  } catch {
    // Storage can be disabled (private mode); logging out must still work.
  }
  useUserStore.setState({ memberId: null, profile: null, cartCount: 0, cartRefresh: 0 });
}
