// Built for Node by rsbuild.prerender.config.ts and run after the web build: the landing page as a visitor who is
// not signed in first sees it, written into the page the gateway serves at `/`.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, newQueryClient } from './App';
import { AppRoutes } from './routing/AppRoutes';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <AppProviders client={newQueryClient()} prerendered>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
