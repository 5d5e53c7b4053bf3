import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './guards/RequireAuth';
import { AppLayout } from './layout/AppLayout';
import { PageLoading } from './pages/PageLoading';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ROUTES, type PageModule, type RouteDef, type RouteHandle } from './route-table';

const comingSoon = (): Promise<PageModule> => import('./pages/ComingSoonPage');
const notFound = (): Promise<PageModule> => import('./pages/NotFoundPage');

/** A lazily loaded route: each page is its own chunk, fetched while the progress bar runs. */
function pageRoute(path: string, key: string, load: () => Promise<PageModule>): RouteObject {
  const handle: RouteHandle = { key };
  return { path, handle, lazy: { Component: async () => (await load()).default } };
}

const toRoute = (def: RouteDef): RouteObject => pageRoute(def.path, def.key, def.load ?? comingSoon);

/** The route tree: one layout, public routes, the guarded group, and a real 404 for everything else. */
export function buildRoutes(): RouteObject[] {
  return [
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
