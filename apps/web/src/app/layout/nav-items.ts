import type { Role } from '@sme/shared/constants';

/** Header navigation (spec section 2: AI, how it works, about us; plus the two product areas). Labels are common: keys. */
export const NAV_ITEMS = [
  { to: '/chat', label: 'nav.ai' },
  { to: '/hiwork', label: 'nav.howItWorks' },
  { to: '/aboutus', label: 'nav.aboutUs' },
  { to: '/marketplace', label: 'nav.marketplace' },
  { to: '/member', label: 'nav.membership' },
] as const;

/** Member menu entries shown instead of sign up / login when signed in. */
export const MEMBER_ITEMS = [
  { to: '/profile', label: 'member.profile' },
  { to: '/orders', label: 'member.orders' },
  { to: '/applications', label: 'member.applications' },
  { to: '/meeting', label: 'member.meetings' },
  { to: '/coupons', label: 'member.coupons' },
  { to: '/favorites', label: 'member.favourites' },
  { to: '/cart', label: 'member.cart' },
] as const;

/** The back office entry, shown only to members whose profile carries a console role (the server checks again). */
export const CONSOLE_ITEM = { to: '/console', label: 'member.backOffice' } as const;

/** Roles that open the back office. */
const CONSOLE_ROLES: readonly Role[] = ['ADMIN', 'MERCHANT_STAFF', 'REVIEWER', 'ADVISER'];

/** Whether the member menu offers the back office. */
export const hasConsoleRole = (roles: readonly Role[] | undefined): boolean => Boolean(roles?.some((r) => CONSOLE_ROLES.includes(r)));
