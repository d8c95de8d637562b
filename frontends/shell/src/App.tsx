import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { NotificationsProvider, RealtimeProvider, SessionProvider, type User } from '@clipwerk/shell/sdk';

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

export const queryClient = newQueryClient();

/**
 * Everything around the routes, the same in the browser and where pages are drawn ahead (the builds, the gateway).
 * `drawnFor`: the page arrived drawn for this user, or (null) for a visitor who is not signed in, so the first
 * render must draw the same before the stored session is checked.
 */
export function AppProviders({
  client,
  drawnFor,
  children,
}: {
  client: QueryClient;
  drawnFor?: User | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider onSignedOut={() => client.clear()} drawnFor={drawnFor}>
        <NotificationsProvider>
          <RealtimeProvider>{children}</RealtimeProvider>
        </NotificationsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App({ drawnFor }: { drawnFor?: User | null }) {
  return (
    <AppProviders client={queryClient} drawnFor={drawnFor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
