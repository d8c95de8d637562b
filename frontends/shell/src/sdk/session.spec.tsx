import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { SessionProvider, useSession, type SessionValue } from './session';
import { TOKEN_KEY } from './tokenStore';
import { installFetch, jsonResponse } from '../test/http';
import { aCreatorUser } from '../test/answers';

const user = aCreatorUser({ id: 'u1', firstName: 'Sanne' });

function Probe({ onSession }: { onSession: (session: SessionValue) => void }) {
  const session = useSession();
  useEffect(() => {
    onSession(session);
  });
  return <p>{session.loading ? 'laden' : (session.user?.firstName ?? 'uitgelogd')}</p>;
}

function renderSession(drawnFor?: typeof user | null) {
  let current!: SessionValue;
  render(
    <SessionProvider drawnFor={drawnFor}>
      <Probe onSession={(s) => (current = s)} />
    </SessionProvider>,
  );
  return () => current;
}

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('loads the current user at start when a token is stored', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const fetchMock = installFetch({ 'GET /api/auth/me': { success: true, user } });
    renderSession();
    expect(screen.getByText('laden')).toBeInTheDocument();
    expect(await screen.findByText('Sanne')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({ Authorization: 'Bearer stored' });
  });

  it('treats a rejected token at start as signed out and drops it', async () => {
    localStorage.setItem(TOKEN_KEY, 'kapot');
    installFetch({ 'GET /api/auth/me': jsonResponse(401, { message: 'Niet ingelogd' }) });
    renderSession();
    expect(await screen.findByText('uitgelogd')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token when the check at start gets no answer or a failing server', async () => {
    // A reload or a followed link cancels the check while it runs; a proxy may answer 502: neither ends the session.
    localStorage.setItem(TOKEN_KEY, 'nog-geldig');
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderSession();
    expect(await screen.findByText('uitgelogd')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('nog-geldig');

    installFetch({ 'GET /api/auth/me': jsonResponse(502, { message: 'Dienst niet bereikbaar' }) });
    renderSession();
    await waitFor(() => expect(screen.getAllByText('uitgelogd')).toHaveLength(2));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('nog-geldig');

    // The next load checks again and signs her in.
    installFetch({ 'GET /api/auth/me': { success: true, user } });
    renderSession();
    expect(await screen.findByText('Sanne')).toBeInTheDocument();
  });

  it('keeps the user a page was drawn for when the check at start gets no answer, and drops her on a 401', async () => {
    localStorage.setItem(TOKEN_KEY, 'nog-geldig');
    installFetch({ 'GET /api/auth/me': jsonResponse(502, { message: 'Dienst niet bereikbaar' }) });
    renderSession(user);
    expect(screen.getByText('Sanne')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Sanne')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('nog-geldig');

    installFetch({ 'GET /api/auth/me': jsonResponse(401, { message: 'Niet ingelogd' }) });
    renderSession(user);
    expect(await screen.findByText('uitgelogd')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token and shows no user when Google’s token cannot be checked; a refused one is dropped', async () => {
    installFetch({ 'GET /api/auth/me': jsonResponse(502, { message: 'Dienst niet bereikbaar' }) });
    const session = renderSession();
    await act(async () => expect(await session().adoptToken('van-google')).toBeNull());
    expect(screen.getByText('uitgelogd')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('van-google');

    installFetch({ 'GET /api/auth/me': { success: true, user } });
    await act(async () => expect(await session().adoptToken('van-google')).toEqual(user));
    expect(await screen.findByText('Sanne')).toBeInTheDocument();
  });

  it("keeps the token in localStorage with 'Onthoud mij', else only for the browser session", async () => {
    installFetch({ 'POST /api/auth/login': { success: true, token: 'tok', user } });
    const session = renderSession();

    await act(() => session().login({ email: 'sanne@example.nl', password: 'geheim1' }, { remember: false }));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('tok');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    await act(() => session().login({ email: 'sanne@example.nl', password: 'geheim1' }, { remember: true }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token and the user a registration answers', async () => {
    installFetch({
      'POST /api/auth/register': {
        success: true,
        message: 'Account aangemaakt',
        token: 'nieuw',
        user: aCreatorUser({ firstName: 'Noor' }),
      },
    });
    const session = renderSession();
    const registered = await act(() => session().register({ role: 'creator', email: 'noor@example.nl' }));
    expect(registered.firstName).toBe('Noor');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('nieuw');
    expect(await screen.findByText('Noor')).toBeInTheDocument();
  });

  it('logs out on the server, then forgets token and user', async () => {
    localStorage.setItem(TOKEN_KEY, 'stored');
    const fetchMock = installFetch({ 'GET /api/auth/me': { success: true, user }, 'POST /api/auth/logout': { success: true } });
    const session = renderSession();
    await screen.findByText('Sanne');
    await act(() => session().logout());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByText('uitgelogd')).toBeInTheDocument());
  });
});
