import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';

/** The whole application: providers around the router; `queryClient` when the entry has already started queries. */
export function App({ queryClient: started }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => started ?? createQueryClient());
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
