// Built for Node by rsbuild.prerender.config.ts and run after the web build: pages as a visitor who is not signed
// in first sees them. The landing page whole; a public page with a remote screen as the shell's frame around the
// screen's empty slot, which the gateway fills with the markup the remote's own build drew.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, newQueryClient } from './App';
import { DrawingSlot } from './remotes/drawnScreens';
import { AppRoutes, documentTitle } from './routing/AppRoutes';
import { ROUTES } from './routing/routeTable';

/** The page at `location`; `slot`: its remote screen ('marketplace/Projects'), drawn as the slot the gateway fills. */
export function renderPage(location: string, slot: string | null = null): string {
  return renderToString(
    <StrictMode>
      <DrawingSlot.Provider value={slot}>
        <AppProviders client={newQueryClient()} prerendered>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </DrawingSlot.Provider>
    </StrictMode>,
  );
}

export const renderLanding = (): string => renderPage('/');

/**
 * An address a visitor who is not signed in opens (public, or for guests only), with a remote screen and without
 * parameters: its frame can be drawn ahead. A signed-in visitor of a guests' page is sent on once her session is back.
 */
export interface DrawnFrame {
  path: string;
  /** The document's title, as the browser's tab shows it. */
  title: string;
  remote: string;
  module: string;
}

export const drawnFrames = (): DrawnFrame[] =>
  ROUTES.flatMap((route) =>
    (route.access === 'public' || route.access === 'guest') && route.screen.kind === 'remote' && !route.path.includes(':')
      ? [{ path: route.path, title: documentTitle(route), remote: route.screen.remote, module: route.screen.module }]
      : [],
  );

/** The frame of `frame.path`: the shell's page with the remote screen's empty slot. */
export const renderFrame = (frame: DrawnFrame): string => renderPage(frame.path, `${frame.remote}/${frame.module}`);
