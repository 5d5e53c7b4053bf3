import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { loadPageTexts, type TextNeed } from '@/lib/i18n';
import { CONSOLE_ROUTE, ROUTES, type PageModule, type RouteDef, type RouteHandle, textNeedOf } from './route-table';

const comingSoon = (): Promise<PageModule> => import('./pages/ComingSoonPage');
const notFound = (): Promise<PageModule> => import('./pages/NotFoundPage');

/** A lazily loaded route: each page is its own chunk, fetched with its texts while the progress bar runs. */
function pageRoute(path: string, key: string, load: () => Promise<PageModule>, texts: TextNeed = { group: 'site' }): RouteObject {
  const handle: RouteHandle = { key };
  return { path, handle, lazy: { Component: async () => (await Promise.all([load(), loadPageTexts(texts)]))[0].default } };
}

const toRoute = (def: RouteDef): RouteObject => pageRoute(def.path, def.key, def.load ?? comingSoon, textNeedOf(def.path));

/** The route tree: one layout, public routes, the guarded group, and a real 404 for everything else; the console apart. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RequireAuth />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [pageRoute(CONSOLE_ROUTE.path, CONSOLE_ROUTE.key, CONSOLE_ROUTE.load)],
    },
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        ...ROUTES.filter((r) => !r.auth).map(toRoute),
        { element: <RequireAuth />, children: ROUTES.filter((r) => r.auth).map(toRoute) },
        pageRoute('*', 'notFound', notFound),
      ],
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
