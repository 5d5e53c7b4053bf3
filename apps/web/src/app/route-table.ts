import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { catalogueId } from '@/features/catalogue/api/catalogue-id';
import { productDetailQuery } from '@/features/catalogue/api/get-product-detail';
import { currentLocale, loadCatalogues, type TextNeed } from '@/lib/i18n';
import { currentMemberId } from '@/lib/session/user-store';

/** A page module: its default export is the page component. */
export type PageModule = { default: ComponentType };

/** One route of spec section 2. `key` names its title (`common:route.<key>`) and coming-soon text. */
export interface RouteDef {
  path: string;
  key: string;
  /** Behind the login guard (spec section 2, "Routes requiring login"). */
  auth?: boolean;
  /**
   * The real page; routes without one show the honest coming-soon page until their issue lands. A page module's own
   * import() calls are parts it shows on its first render (the checkout's steps): a visit landing on the route gets
   * them preloaded with the page (the server reads them from the build's manifest). A part shown later, such as a
   * dialog, is imported by a component below the page.
   */
  load?: () => Promise<PageModule>;
  /**
   * The catalogue namespaces the page (with what it loads later) uses beyond the shell's (lib/i18n SHELL_NAMESPACES),
   * fetched with its chunk. A route without the list gets every site namespace: listing them is for the pages a
   * first visit often lands on, whose first load they lighten.
   */
  ns?: readonly string[];
  /**
   * Starts the data the page shows first when a visit lands on it, alongside its chunk and texts (main.tsx): the page
   * then finds it in the query cache instead of asking once it has rendered. Keys must be the page's own.
   */
  prefetch?: (queryClient: QueryClient, params: URLSearchParams) => void;
}

/** Every route of the product, public first, then the auth-required ones. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/home', key: 'home', load: () => import('@/features/marketing/pages/HomePage'), ns: ['marketing', 'membership'] },
  { path: '/marketplace', key: 'marketplace', load: () => import('@/features/catalogue/pages/MarketplacePage') },
  { path: '/chat', key: 'chat', load: () => import('@/features/assistant/pages/ChatPage') },
  { path: '/ask', key: 'ask', load: () => import('@/features/assistant/pages/AskPage') },
  { path: '/member', key: 'member', load: () => import('@/features/membership/pages/MemberPage') },
  { path: '/login', key: 'login', load: () => import('@/features/members/pages/LoginPage') },
  { path: '/register', key: 'register', load: () => import('@/features/members/pages/RegisterPage') },
  { path: '/forgetpwd', key: 'forgetpwd', load: () => import('@/features/members/pages/ForgetPasswordPage') },
  { path: '/regChinaComp', key: 'regChinaComp', load: () => import('@/features/applications/pages/RegChinaCompPage') },
  { path: '/regHKComp', key: 'regHKComp', load: () => import('@/features/applications/pages/RegHKCompPage') },
  { path: '/regBank', key: 'regBank' },
  { path: '/regLoan', key: 'regLoan' },
  { path: '/contentD', key: 'contentD', load: () => import('@/features/catalogue/pages/ContentPage') },
  { path: '/mcList', key: 'mcList', load: () => import('@/features/catalogue/pages/MerchantListPage') },
  { path: '/newsList', key: 'newsList', load: () => import('@/features/catalogue/pages/NewsListPage') },
  { path: '/pmsList', key: 'pmsList', load: () => import('@/features/catalogue/pages/ProductListPage') },
  { path: '/getstarted', key: 'getstarted', load: () => import('@/features/marketing/pages/GetStartedPage') },
  { path: '/loan', key: 'loan', load: () => import('@/features/marketing/pages/LoanPage') },
  { path: '/subscribe', key: 'subscribe', load: () => import('@/features/subscriptions/pages/SubscribePage') },
  { path: '/subscribe2', key: 'subscribe2', load: () => import('@/features/subscriptions/pages/Subscribe2Page') },
  { path: '/phone', key: 'phone', load: () => import('@/features/marketing/pages/PhonePage') },
  { path: '/contactus', key: 'contactus', load: () => import('@/features/applications/pages/ContactUsPage') },
  { path: '/hiwork', key: 'hiwork', load: () => import('@/features/marketing/pages/HowItWorksPage') },
  { path: '/aboutus', key: 'aboutus', load: () => import('@/features/marketing/pages/AboutUsPage') },
  { path: '/policy', key: 'policy', load: () => import('@/features/marketing/pages/PolicyPage') },
  { path: '/terms', key: 'terms', load: () => import('@/features/marketing/pages/TermsPage') },
  { path: '/merchant', key: 'merchant', load: () => import('@/features/catalogue/pages/MerchantPage') },
  { path: '/pl', key: 'pl', load: () => import('@/features/catalogue/pages/CategoryProductsPage') },
  { path: '/pmsSearch', key: 'pmsSearch', load: () => import('@/features/catalogue/pages/SearchPage') },
  {
    path: '/pd',
    key: 'pd',
    load: () => import('@/features/catalogue/pages/ProductDetailPage'),
    ns: ['product', 'coupons', 'favourites'],
    prefetch: (queryClient, params) => {
      const id = catalogueId(params.get('id'));
      if (id) void queryClient.prefetchQuery(productDetailQuery(id, currentLocale(), currentMemberId() ?? null));
    },
  },
  { path: '/specialOffer', key: 'specialOffer', load: () => import('@/features/catalogue/pages/SpecialOfferPage') },
  { path: '/paymentSuccess', key: 'paymentSuccess', load: () => import('@/features/payments/pages/PaymentSuccessPage') },
  { path: '/paymentFail', key: 'paymentFail', load: () => import('@/features/payments/pages/PaymentFailPage') },
  { path: '/paymentMsg', key: 'paymentMsg', load: () => import('@/features/payments/pages/PaymentMsgPage') },
  { path: '/checkpay', key: 'checkpay', load: () => import('@/features/payments/pages/CheckPayPage') },
  { path: '/orderLookup', key: 'orderLookup', load: () => import('@/features/orders/pages/OrderLookupPage') },
  // Where each hosted provider sends the payer back (the test provider's page is ours, development only).
  { path: '/payReturn/stripe', key: 'payReturnStripe', load: () => import('@/features/payments/pages/PayReturnPage') },
  { path: '/payReturn/paypal', key: 'payReturnPaypal', load: () => import('@/features/payments/pages/PayReturnPage') },
  { path: '/payReturn/crypto', key: 'payReturnCrypto', load: () => import('@/features/payments/pages/PayReturnPage') },
  { path: '/payReturn/test', key: 'payReturnTest', load: () => import('@/features/payments/pages/PayReturnPage') },
  { path: '/payTest', key: 'payTest', load: () => import('@/features/payments/pages/PayTestPage') },
  { path: '/community1', key: 'community1', auth: true, load: () => import('@/features/booking/pages/CompanyEmailPage') },
  { path: '/community2', key: 'community2', auth: true, load: () => import('@/features/booking/pages/BookCallPage') },
  { path: '/meeting', key: 'meeting', auth: true, load: () => import('@/features/booking/pages/MeetingPage') },
  { path: '/favorites', key: 'favorites', auth: true, load: () => import('@/features/favourites/pages/FavoritesPage') },
  { path: '/orders', key: 'orders', auth: true, load: () => import('@/features/orders/pages/OrdersPage') },
  { path: '/orderDetail', key: 'orderDetail', auth: true, load: () => import('@/features/orders/pages/OrderDetailPage') },
  { path: '/applications', key: 'applications', auth: true, load: () => import('@/features/applications/pages/MyApplicationsPage') },
  { path: '/applicationDetail', key: 'applicationDetail', auth: true, load: () => import('@/features/applications/pages/ApplicationDetailPage') },
  { path: '/coupons', key: 'coupons', auth: true, load: () => import('@/features/promotions/pages/CouponsPage') },
  { path: '/profile', key: 'profile', auth: true, load: () => import('@/features/members/pages/ProfilePage') },
  { path: '/cart', key: 'cart', auth: true, load: () => import('@/features/cart/pages/CartPage') },
  { path: '/checkout', key: 'checkout', auth: true, load: () => import('@/features/checkout/pages/CheckoutPage'), ns: ['checkout', 'coupons', 'orders'] },
  { path: '/payments', key: 'payments', auth: true, load: () => import('@/features/payments/pages/PaymentsPage') },
  { path: '/addresses', key: 'addresses', auth: true, load: () => import('@/features/addresses/pages/AddressesPage') },
  { path: '/addressEdit', key: 'addressEdit', auth: true, load: () => import('@/features/addresses/pages/AddressEditPage') },
];

/**
 * The back office: everything under /console, behind the login guard, outside the site's layout. Its own
 * chunk, so members never download it; the console's sections route inside it (features/console/sections.ts).
 */
export const CONSOLE_ROUTE = {
  path: '/console/*',
  key: 'console',
  // The console's texts come with it, in the active locale (and in any locale switched to afterwards).
  load: async (): Promise<PageModule> => (await Promise.all([import('@/features/console/ConsoleRoot'), loadCatalogues('console')]))[0],
} as const;

/** The texts the page at `pathname` needs besides the shell's (its namespaces, or the whole site group). */
export function textNeedOf(pathname: string): TextNeed {
  const route = ROUTES.find((r) => r.path === pathname);
  return route?.ns ? { namespaces: route.ns } : { group: 'site' };
}

/** Data carried by each route match (read by the title and coming-soon components). */
export interface RouteHandle {
  key: string;
}
