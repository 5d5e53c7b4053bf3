import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/api/query-client';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router';

/** The whole application: providers around the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
