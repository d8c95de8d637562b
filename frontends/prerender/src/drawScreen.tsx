// What a remote's prerender (its src/prerender.tsx, run in Node) draws a screen with: the providers every screen may
// use, around a router at the screen's address. The remote's build draws its public screens ahead for a visitor who
// is not signed in (`drawScreen`); the gateway asks it for a signed-in screen when a page of it is loaded, drawn with
// the user's data (`drawSignedInScreen`).
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter, matchPath } from 'react-router';
import { QueryClient, QueryClientProvider, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { createApiClient, NotificationsProvider, SessionProvider, type ApiClient, type User } from '@clipwerk/shell/sdk';

/** A screen drawn ahead: the address it is drawn at, its exposed name, and its markup. */
export interface DrawnScreen {
  path: string;
  module: string;
  markup: string;
}

/**
 * A drawn screen's form controls are disabled until its code replaces it: what a visitor typed into the drawn copy
 * would be lost, so she cannot start before the screen can keep it. Links work as links meanwhile.
 */
const waitingForCode = (screen: ReactNode) => (
  <fieldset disabled role="presentation" className="cw-drawn-screen">
    {screen}
  </fieldset>
);

export function drawScreen(path: string, module: string, Screen: ComponentType): DrawnScreen {
  const markup = renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider drawnFor={null}>
          <StaticRouter location={path}>{waitingForCode(<Screen />)}</StaticRouter>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { path, module, markup };
}

/** What the gateway asks a remote's prerender for when a signed-in page is loaded. */
export interface SignedInScreenRequest {
  /** The page's address, path and query ('/messages?conversation=c1'). */
  location: string;
  /** The screen the shell shows there ('Inbox'). */
  module: string;
  /** The signed-in user, as GET /api/auth/me answered for her token. */
  user: User;
  /** Calls the API as that user; `path` starts with /api. */
  fetch: typeof fetch;
}

/** The screen with the data its first render shows, which the page carries for the shell's query cache. */
export interface SignedInScreen {
  module: string;
  markup: string;
  queries: DehydratedState;
}

/** A screen a remote draws for a signed-in user: at a route pattern, after loading its data into the query cache. */
export interface SignedInScreenDef {
  /** A route pattern of the shell's ('/project-workspace/:projectId'). */
  path: string;
  module: string;
  Screen: ComponentType;
  /** Fetches what the first render shows (`client.fetchQuery`): a failure leaves the page undrawn. */
  load(
    client: QueryClient,
    api: ApiClient,
    at: { params: Record<string, string | undefined>; search: URLSearchParams },
  ): Promise<unknown>;
}

/**
 * The first of `screens` that draws `request`, with its data: null when none does. Whatever fails (a 404, a
 * forbidden project) throws, and the gateway serves the empty page, where the screen says what went wrong.
 */
export async function drawSignedInScreen(
  request: SignedInScreenRequest,
  screens: readonly SignedInScreenDef[],
): Promise<SignedInScreen | null> {
  const url = new URL(request.location, 'http://drawn');
  for (const { path, module, Screen, load } of screens) {
    const match = module === request.module ? matchPath(path, url.pathname) : null;
    if (!match) continue;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = createApiClient({
      fetchImpl: request.fetch,
      tokens: { get: () => null, set: () => undefined, clear: () => undefined },
      onUnauthorized: () => undefined,
    });
    await load(client, api, { params: match.params, search: url.searchParams });
    const markup = renderToString(
      <StrictMode>
        <QueryClientProvider client={client}>
          <SessionProvider drawnFor={request.user}>
            <NotificationsProvider>
              <StaticRouter location={request.location}>
                <Routes>
                  <Route path={path} element={waitingForCode(<Screen />)} />
                </Routes>
              </StaticRouter>
            </NotificationsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </StrictMode>,
    );
    return { module, markup, queries: dehydrate(client) };
  }
  return null;
}
