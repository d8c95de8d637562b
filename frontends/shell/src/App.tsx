import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { NotificationsProvider, RealtimeProvider, SessionProvider } from '@clipwerk/shell/sdk';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const clearCache = () => queryClient.clear();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignedOut={clearCache}>
        <NotificationsProvider>
          <RealtimeProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </RealtimeProvider>
        </NotificationsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
