import type { ComponentType } from 'react';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

/** One route of spec section 2. `key` names its title (`common:route.<key>`) and coming-soon text. */
export interface RouteDef {
  path: string;
  key: string;
  /** Behind the login guard (spec section 2, "Routes requiring login"). */
  auth?: boolean;
  /** The real page; routes without one show the honest coming-soon page until their issue lands. */
  load?: () => Promise<PageModule>;
}

/** Every route of the product, public first, then the auth-required ones. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/home', key: 'home', load: () => import('@/features/marketing/pages/HomePage') },
  { path: '/marketplace', key: 'marketplace' },
  { path: '/chat', key: 'chat' },
  { path: '/ask', key: 'ask' },
  { path: '/member', key: 'member', load: () => import('@/features/membership/pages/MemberPage') },
  { path: '/login', key: 'login', load: () => import('@/features/accounts/pages/LoginPage') },
  { path: '/register', key: 'register', load: () => import('@/features/accounts/pages/RegisterPage') },
  { path: '/forgetpwd', key: 'forgetpwd', load: () => import('@/features/accounts/pages/ForgetPasswordPage') },
  { path: '/regChinaComp', key: 'regChinaComp' },
  { path: '/regHKComp', key: 'regHKComp' },
  { path: '/regBank', key: 'regBank' },
  { path: '/regLoan', key: 'regLoan' },
  { path: '/contentD', key: 'contentD' },
  { path: '/mcList', key: 'mcList' },
  { path: '/newsList', key: 'newsList' },
  { path: '/pmsList', key: 'pmsList' },
  { path: '/getstarted', key: 'getstarted', load: () => import('@/features/marketing/pages/GetStartedPage') },
  { path: '/loan', key: 'loan', load: () => import('@/features/marketing/pages/LoanPage') },
  { path: '/subscribe', key: 'subscribe', load: () => import('@/features/subscriptions/pages/SubscribePage') },
  { path: '/subscribe2', key: 'subscribe2', load: () => import('@/features/subscriptions/pages/Subscribe2Page') },
  { path: '/phone', key: 'phone', load: () => import('@/features/marketing/pages/PhonePage') },
  { path: '/contactus', key: 'contactus', load: () => import('@/features/contact/pages/ContactUsPage') },
  { path: '/hiwork', key: 'hiwork', load: () => import('@/features/marketing/pages/HowItWorksPage') },
  { path: '/aboutus', key: 'aboutus', load: () => import('@/features/marketing/pages/AboutUsPage') },
  { path: '/policy', key: 'policy', load: () => import('@/features/marketing/pages/PolicyPage') },
  { path: '/terms', key: 'terms', load: () => import('@/features/marketing/pages/TermsPage') },
  { path: '/merchant', key: 'merchant' },
  { path: '/pl', key: 'pl' },
  { path: '/pmsSearch', key: 'pmsSearch' },
  { path: '/pd', key: 'pd' },
  { path: '/specialOffer', key: 'specialOffer' },
  { path: '/paymentSuccess', key: 'paymentSuccess' },
  { path: '/paymentFail', key: 'paymentFail' },
  { path: '/paymentMsg', key: 'paymentMsg' },
  { path: '/checkpay', key: 'checkpay' },
  { path: '/pay/return/stripe', key: 'payReturnStripe' },
  { path: '/pay/return/paypal', key: 'payReturnPaypal' },
  { path: '/pay/return/crypto', key: 'payReturnCrypto' },
  { path: '/community1', key: 'community1', auth: true },
  { path: '/community2', key: 'community2', auth: true },
  { path: '/meeting', key: 'meeting', auth: true },
  { path: '/favorites', key: 'favorites', auth: true },
  { path: '/orders', key: 'orders', auth: true },
  { path: '/orderDetail', key: 'orderDetail', auth: true },
  { path: '/profile', key: 'profile', auth: true, load: () => import('@/features/accounts/pages/ProfilePage') },
  { path: '/cart', key: 'cart', auth: true },
  { path: '/checkout', key: 'checkout', auth: true },
  { path: '/payments', key: 'payments', auth: true },
  { path: '/addresses', key: 'addresses', auth: true },
  { path: '/addressEdit', key: 'addressEdit', auth: true },
];

/** Data carried by each route match (read by the title and coming-soon components). */
export interface RouteHandle {
  key: string;
}
