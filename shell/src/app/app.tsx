import { createQueryClient } from '@raketa/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../features/toasts/toaster';
import { createRouter } from './router';
import { SiteContext, type Site } from './site-context';

export function App({ site }: { site: Site }) {
  const [router] = useState(() => createRouter(site.locale));
  const [queryClient] = useState(createQueryClient);
  return (
    <SiteContext.Provider value={site}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </SiteContext.Provider>
  );
}

