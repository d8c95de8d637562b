import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TOKEN_KEY } from './sdk/tokenStore';
import { installFetch } from './test/http';
import { useQuery } from '@tanstack/react-query';
import { App, queryClient } from './App';
import { drawnFrames, renderFrame, renderLanding, renderSignedInFrame } from './prerender';
import { loadRemoteModule } from './remotes/federation';
import { keepDrawnScreens } from './remotes/drawnScreens';
import { DRAWN_STATE_ELEMENT, keepDrawnData, readDrawnState } from './remotes/drawnState';
import { aCompanyUser } from './test/answers';

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
    root = hydrateRoot(container, <App drawnFor={null} />, { onRecoverableError: (error) => mismatches.push(error) });
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
      root = hydrateRoot(container, <App drawnFor={null} />, { onRecoverableError: (error) => mismatches.push(error) });
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

describe('a signed-in page drawn by the gateway: the frame as its user sees it, with her screen and its data', () => {
  const anna = aCompanyUser({ id: 'u-anna', contactPerson: 'Anna de Bakker' });
  const SLOT = '<div data-drawn-screen="messaging/Inbox" style="display:contents"></div>';
  const DRAWN_INBOX = '<div class="cw-page"><h1>Berichten</h1><p>Sanne: De eerste versie staat klaar.</p></div>';
  const INBOX_KEY = ['messaging', 'conversations', ''];
  afterEach(() => {
    queryClient.clear();
    document.head.replaceChildren();
  });

  it('draws the frame of an address behind sign-in for a role that may open it, with its title and screen', () => {
    const frame = renderSignedInFrame('/messages?conversation=c1', anna);
    expect(frame).toMatchObject({ title: 'Berichten - Clipwerk', remote: 'messaging', module: 'Inbox' });
    expect(frame?.markup).toContain(SLOT);
    expect(frame?.markup).toContain('Anna de Bakker');
    expect(frame?.markup).not.toContain('Inloggen');
    // Public pages are the builds' to draw; a creator's page is not drawn for a company; an unknown address neither.
    expect(renderSignedInFrame('/projects', anna)).toBeNull();
    expect(renderSignedInFrame('/earnings', anna)).toBeNull();
    expect(renderSignedInFrame('/bestaat-niet', anna)).toBeNull();
  });

  it('is taken over by React as drawn, and the screen finds the data it was drawn with when its code arrives', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    jest.mocked(loadRemoteModule).mockImplementation(() => new Promise((resolve) => (arrive = resolve as typeof arrive)));
    localStorage.setItem(TOKEN_KEY, 'token-of-anna');
    const fetchMock = installFetch({ 'GET /api/auth/me': { user: anna } });
    window.history.pushState({}, '', '/messages');
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = DRAWN_STATE_ELEMENT;
    const inbox = { conversations: [{ id: 'c1', preview: 'De eerste versie staat klaar.' }], totalUnread: 1 };
    state.textContent = JSON.stringify({
      user: anna,
      queries: {
        mutations: [],
        queries: [
          {
            queryKey: INBOX_KEY,
            queryHash: JSON.stringify(INBOX_KEY),
            state: { data: inbox, dataUpdatedAt: Date.now(), status: 'success' },
          },
        ],
      },
    });
    document.head.append(state);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderSignedInFrame('/messages', anna)!.markup.replace(
      SLOT,
      SLOT.replace('></div>', `>${DRAWN_INBOX}</div>`),
    );
    document.body.replaceChildren(container);
    const drawnHeading = screen.getByRole('heading', { level: 1, name: 'Berichten' });

    const drawn = readDrawnState(document)!;
    expect(drawn.user.id).toBe('u-anna');
    keepDrawnData(queryClient, drawn);
    keepDrawnScreens(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App drawnFor={drawn.user} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Berichten' })).toBe(drawnHeading);
    expect(screen.getByText('Anna de Bakker')).toBeInTheDocument();

    const askAgain = jest.fn(() => Promise.resolve(inbox));
    function Inbox() {
      const answer = useQuery({ queryKey: INBOX_KEY, queryFn: askAgain });
      return <h1>{answer.data ? `${answer.data.totalUnread} ongelezen` : 'laden'}</h1>;
    }
    await act(async () => arrive({ default: Inbox }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('1 ongelezen');
    expect(askAgain).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    window.history.pushState({}, '', '/');
  });

  it('signs its user out when her stored token turns out to have ended', async () => {
    localStorage.setItem(TOKEN_KEY, 'ended-token');
    installFetch({ 'GET /api/auth/me': { status: 401, ok: false, text: async () => '{}' } });
    window.history.pushState({}, '', '/messages');
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderSignedInFrame('/messages', anna)!.markup;
    document.body.replaceChildren(container);
    keepDrawnScreens(container);
    await act(async () => {
      root = hydrateRoot(container, <App drawnFor={anna} />);
    });
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    window.history.pushState({}, '', '/');
  });
});
