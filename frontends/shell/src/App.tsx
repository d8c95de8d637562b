import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { NotificationsProvider, RealtimeProvider, SessionProvider } from '@clipwerk/shell/sdk';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

const queryClient = newQueryClient();

/**
 * Everything around the routes, the same in the browser and in the build's prerender of the landing page.
 * `prerendered`: the page arrived drawn for a visitor who is not signed in, so the first render must draw the same
 * before the stored session is restored.
 */
export function AppProviders({
  client,
  prerendered = false,
  children,
}: {
  client: QueryClient;
  prerendered?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider onSignedOut={() => client.clear()} restoreAfterFirstRender={prerendered}>
        <NotificationsProvider>
          <RealtimeProvider>{children}</RealtimeProvider>
        </NotificationsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <AppProviders client={queryClient} prerendered={prerendered}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
