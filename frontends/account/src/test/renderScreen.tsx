import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationsProvider, SessionContext, type SessionValue } from '@clipwerk/shell/sdk';
import { fakeSession } from '../../../shell/src/test/fakeSession';

export { company, creator, fakeSession } from '../../../shell/src/test/fakeSession';
export { installFetch, jsonResponse } from '../../../shell/src/test/http';
export { aCompanyUser, aCreatorUser, aPortfolioItem, anUploadedFile } from '../../../shell/src/test/answers';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname + location.search}</output>;
}

/** Renders a screen of this remote the way the shell hosts it: session, toasts, query cache and router around it. */
export function renderScreen(
  screen: ReactElement,
  { path = '/', session = fakeSession() }: { path?: string; session?: SessionValue } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SessionContext.Provider value={session}>
      <NotificationsProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={screen} />
            </Routes>
            <CurrentPath />
          </MemoryRouter>
        </QueryClientProvider>
      </NotificationsProvider>
    </SessionContext.Provider>,
  );
}
export { PROJECT_STATE_NAMES } from '../../../shell/src/test/stateNames';
export { aProject, aProposal } from '../../../shell/src/test/answers';
