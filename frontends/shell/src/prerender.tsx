// Pages drawn ahead, in Node. The build draws them for a visitor who is not signed in (rsbuild.prerender.config.ts,
// run after the web build): the landing page whole, and a public page with a remote screen as the shell's frame around
// the screen's empty slot, which the gateway fills with the markup the remote's own build drew. The gateway draws a
// signed-in page when it is asked for it (`renderSignedInFrame`), with the screen its remote draws with her data.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { User } from '@clipwerk/shell/sdk';
import { AppProviders, newQueryClient } from './App';
import { DrawingSlot } from './remotes/drawnScreens';
import { AppRoutes, documentTitle } from './routing/AppRoutes';
import { ROUTES, allows, routeAt } from './routing/routeTable';

/**
 * The page at `location` as `user` first sees it (null: a visitor who is not signed in); `slot`: its remote screen
 * ('marketplace/Projects'), drawn as the slot the gateway fills.
 */
export function renderPage(location: string, slot: string | null = null, user: User | null = null): string {
  return renderToString(
    <StrictMode>
      <DrawingSlot.Provider value={slot}>
        <AppProviders client={newQueryClient()} drawnFor={user}>
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

/** A signed-in page's frame as its user first sees it, with the empty slot of its remote screen. */
export interface SignedInFrame extends Omit<DrawnFrame, 'path'> {
  markup: string;
}

/**
 * The frame of `location` (path and query) for `user`: an address behind sign-in whose screen is a remote's and
 * which her role may open; null for any other, which the gateway then serves as the empty page.
 */
export function renderSignedInFrame(location: string, user: User): SignedInFrame | null {
  const route = routeAt(new URL(location, 'http://drawn').pathname);
  if (!route || route.screen.kind !== 'remote' || route.access === 'public' || route.access === 'guest') return null;
  if (!allows(route.access, user.role)) return null;
  const { remote, module } = route.screen;
  return { title: documentTitle(route), remote, module, markup: renderPage(location, `${remote}/${module}`, user) };
}
