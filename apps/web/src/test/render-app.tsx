import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { buildRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/api/query-client';

/** Render the real route tree at a URL, inside the real providers. */
export function renderApp(url: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
