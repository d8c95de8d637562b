import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TOKEN_KEY } from './sdk/tokenStore';
import { installFetch } from './test/http';
import { App } from './App';
import { drawnFrames, renderFrame, renderLanding } from './prerender';
import { loadRemoteModule } from './remotes/federation';
import { keepDrawnScreens } from './remotes/drawnScreens';

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

describe('a public page drawn by the builds: the shell’s frame with the remote’s screen in its slot', () => {
  const SLOT = '<div data-drawn-screen="marketplace/Projects" style="display:contents"></div>';
  const DRAWN_SCREEN = '<div class="cw-page"><h1>Opdrachten</h1><p>Open opdrachten van Nederlandse bedrijven.</p></div>';
  const projectsFrame = () => drawnFrames().find((frame) => frame.path === '/projects')!;

  it('draws a frame for each address a visitor opens, with a remote screen and no parameters', () => {
    const addresses = drawnFrames().map((frame) => frame.path);
    expect(addresses).toEqual(expect.arrayContaining(['/projects', '/creators', '/wat-is-ugc', '/help', '/login']));
    expect(addresses).not.toContain('/dashboard');
    expect(addresses).not.toContain('/projects/:id');
    expect(addresses).not.toContain('/messages');
    expect(projectsFrame()).toEqual({
      path: '/projects',
      title: 'Opdrachten - Clipwerk',
      remote: 'marketplace',
      module: 'Projects',
    });
    expect(renderFrame(projectsFrame())).toContain(SLOT);
  });

  it('keeps the drawn screen as it came until the remote has loaded, then the screen itself takes its place', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    jest.mocked(loadRemoteModule).mockImplementation(() => new Promise((resolve) => (arrive = resolve as typeof arrive)));
    window.history.pushState({}, '', '/projects');
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderFrame(projectsFrame()).replace(SLOT, SLOT.replace('></div>', `>${DRAWN_SCREEN}</div>`));
    document.body.replaceChildren(container);
    const drawnHeading = screen.getByRole('heading', { level: 1, name: 'Opdrachten' });

    keepDrawnScreens(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App prerendered />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Opdrachten' })).toBe(drawnHeading);
    expect(screen.getAllByRole('link', { name: 'Opdrachten' })[0]).toHaveAttribute('aria-current', 'page');

    await act(async () => arrive({ default: () => <h1>Opdrachten van de marktplaats</h1> }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Opdrachten van de marktplaats');
    expect(container.querySelector('[data-drawn-screen]')).toBeNull();
    window.history.pushState({}, '', '/');
  });
});
