import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TOKEN_KEY } from './sdk/tokenStore';
import { installFetch } from './test/http';
import { App } from './App';
import { renderLanding } from './prerender';

// The sections below the hero are a remote's; here they stay on their skeleton, as in the drawn page.
// The build draws the page in Node: the same server renderer here, not the browser's copy jsdom would pick.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));
jest.mock('./remotes/federation', () => ({ loadRemoteModule: jest.fn(() => new Promise(() => {})) }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
});

/** Puts the build's drawing of `/` in the page and lets React take it over; returns what React could not match. */
async function hydrateDrawnLanding() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderLanding();
  document.body.replaceChildren(container);
  const heading = screen.getByRole('heading', { level: 1 });
  const mismatches: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App prerendered />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { heading, mismatches };
}

describe('the landing page drawn by the build', () => {
  it('is the page React draws: React takes over its nodes instead of drawing them again', async () => {
    const { heading, mismatches } = await hydrateDrawnLanding();
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(screen.getByRole('link', { name: 'Ik ben een bedrijf' })).toHaveAttribute('href', '/register?role=bedrijf');
    expect(screen.getByRole('region', { name: 'Meer over Clipwerk wordt geladen' })).toBeInTheDocument();
  });

  it('is drawn for a visitor who is not signed in, and a signed-in one gets her own page once her session is back', async () => {
    localStorage.setItem(TOKEN_KEY, 'token-of-anna');
    installFetch({
      'GET /api/auth/me': { user: { _id: 'u1', id: 'u1', role: 'bedrijf', email: 'anna@example.nl', firstName: 'Anna' } },
    });
    const { mismatches } = await hydrateDrawnLanding();
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('link', { name: 'Naar je dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Ik ben een bedrijf' })).toBeNull();
  });
});
