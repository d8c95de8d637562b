// What a remote's prerender (its src/prerender.tsx, run by the build in Node) draws a screen with: the providers
// every screen may use, around a router at the screen's address, for a visitor who is not signed in.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../sdk/session';

/** A screen drawn ahead: the address it is drawn at, its exposed name, and its markup. */
export interface DrawnScreen {
  path: string;
  module: string;
  markup: string;
}

export function drawScreen(path: string, module: string, Screen: ComponentType): DrawnScreen {
  const markup = renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider restoreAfterFirstRender>
          <StaticRouter location={path}>
            <Screen />
          </StaticRouter>
        </SessionProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { path, module, markup };
}
