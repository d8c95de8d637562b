import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationsProvider, SessionContext, type SessionValue } from '@clipwerk/shell/sdk';
import { fakeSession } from './fakeSession';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

/** Renders a remote's screen the way the shell hosts it: session, toasts, query cache and router around it. */
export function renderScreen(
  screen: ReactElement,
  { path = '/', route = '*', session = fakeSession() }: { path?: string; route?: string; session?: SessionValue } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionContext.Provider value={session}>
      <NotificationsProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={screen} />
              {route !== '*' && <Route path="*" element={<p>elders</p>} />}
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </QueryClientProvider>
      </NotificationsProvider>
    </SessionContext.Provider>,
  );
}
