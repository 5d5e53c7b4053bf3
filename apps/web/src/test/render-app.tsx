import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { buildRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/api/query-client';

/** Render the real route tree at a URL, inside the real providers (with `queryClient` when a test filled it first). */
export function renderApp(url: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
