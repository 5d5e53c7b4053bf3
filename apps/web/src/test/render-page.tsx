import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { createQueryClient } from '@/lib/api/query-client';

/**
 * Render one page at a URL inside the real providers, without the layout. Every other path renders nothing, so a
 * test can follow where the page navigates through `router.state.location`.
 */
export function renderPage(path: string, page: ReactElement, url: string = path) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
