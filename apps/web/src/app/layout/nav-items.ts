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
  { to: '/coupons', label: 'member.coupons' },
  { to: '/favorites', label: 'member.favourites' },
  { to: '/cart', label: 'member.cart' },
] as const;
