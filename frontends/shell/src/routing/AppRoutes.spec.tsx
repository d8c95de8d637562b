import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NotificationsProvider, SessionContext, type SessionValue } from '../sdk';
import { company, creator, fakeSession } from '../test/fakeSession';
import { installFetch, jsonResponse } from '../test/http';
import { aProjectDetail } from '../test/answers';
import { AppRoutes } from './AppRoutes';

// Remote screens render as a heading with their name, so a test sees which screen the router chose.
jest.mock('../remotes/federation', () => ({
  loadRemoteModule: jest.fn(async (remote: string, module: string) => ({ default: () => <h1>{`${remote}/${module}`}</h1> })),
}));

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

function renderAt(path: string, session: SessionValue) {
  return render(
    <SessionContext.Provider value={session}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <CurrentPath />
        </MemoryRouter>
      </NotificationsProvider>
    </SessionContext.Provider>,
  );
}

describe('route guards', () => {
  it('shows a spinner while the session is loading', () => {
    renderAt('/dashboard', fakeSession({ loading: true }));
    expect(screen.getByText('Sessie laden...').closest('.cw-spinner')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { name: 'account/Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
  });

  it('sends a visitor without a session to /login', async () => {
    renderAt('/profile', fakeSession());
    expect(await screen.findByRole('heading', { name: 'account/Login' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('sends her home, not to /login, from the page she signed out on', async () => {
    renderAt('/dashboard', fakeSession({ signedOutFrom: '/dashboard' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('heading', { name: 'account/Login' })).not.toBeInTheDocument();
  });

  it('still sends her to /login from another protected page after signing out', async () => {
    renderAt('/profile', fakeSession({ signedOutFrom: '/dashboard' }));
    expect(await screen.findByRole('heading', { name: 'account/Login' })).toBeInTheDocument();
  });

  it('sends a user whose role is not allowed to /dashboard', async () => {
    renderAt('/projects/create', fakeSession({ user: creator }));
    expect(await screen.findByRole('heading', { name: 'account/Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
  });

  it('shows an assignment page her role may not open as no access, naming the assignment the API showed her', async () => {
    installFetch({ 'GET /api/projects/p1': aProjectDetail({ id: 'p1', title: 'Koffie-unboxing' }) });
    renderAt('/projects/p1/proposals', fakeSession({ user: creator }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot “Koffie-unboxing”' })).toBeInTheDocument();
    expect(screen.getByText('Je bent ingelogd als creator (Sanne).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de opdracht' })).toHaveAttribute('href', '/projects/p1');
    expect(screen.getByTestId('path')).toHaveTextContent('/projects/p1/proposals');
  });

  it('names no assignment when the API refuses it', async () => {
    installFetch({ 'GET /api/projects/p9': jsonResponse(404, { success: false, message: 'Project niet gevonden' }) });
    renderAt('/projects/p9/payment', fakeSession({ user: creator }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Geen toegang tot deze opdracht' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bekijk de opdracht' })).toBeNull();
  });

  it('lets an allowed role in', async () => {
    renderAt('/projects/create', fakeSession({ user: company }));
    expect(await screen.findByRole('heading', { name: 'marketplace/CreateProject' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    renderAt('/login', fakeSession({ user: company }));
    expect(await screen.findByRole('heading', { name: 'account/Dashboard' })).toBeInTheDocument();
  });

  it('creator-only pages send companies to /dashboard', async () => {
    renderAt('/earnings', fakeSession({ user: company }));
    expect(await screen.findByRole('heading', { name: 'account/Dashboard' })).toBeInTheDocument();
  });

  it('public pages need no session', async () => {
    renderAt('/algemene-voorwaarden', fakeSession());
    expect(await screen.findByRole('heading', { name: 'account/Terms' })).toBeInTheDocument();
  });

  it('sends unknown paths to the landing page', async () => {
    renderAt('/bestaat/niet', fakeSession());
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Ik ben een bedrijf' })).toHaveAttribute('href', '/register?role=bedrijf');
    // The sections below the shell's hero come from the marketplace remote.
    expect(await screen.findByRole('heading', { name: 'marketplace/LandingSections' })).toBeInTheDocument();
  });

  it('routes the marketplace screens to the marketplace remote', async () => {
    renderAt('/projects/p1/payment', fakeSession({ user: company }));
    expect(await screen.findByRole('heading', { name: 'marketplace/Deposit' })).toBeInTheDocument();
  });

  it('routes the final payment page to the marketplace remote, for companies only (others meet no access)', async () => {
    renderAt('/project/p1/approve-payment', fakeSession({ user: company }));
    expect(await screen.findByRole('heading', { name: 'marketplace/FinalPayment' })).toBeInTheDocument();
    installFetch({ 'GET /api/projects/p1': jsonResponse(404, {}) });
    renderAt('/project/p1/approve-payment', fakeSession({ user: creator }));
    expect(await screen.findByRole('heading', { name: 'Geen toegang tot deze opdracht' })).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('names a creator by first name with the label Creator', () => {
    renderAt('/', fakeSession({ user: creator }));
    expect(screen.getByRole('button', { name: /Sanne\s*Creator/ })).toBeInTheDocument();
  });

  it('names a company by contact person with the company name', () => {
    renderAt('/', fakeSession({ user: company }));
    expect(screen.getByRole('button', { name: /Pieter Jansen\s*Bakkerij Jansen/ })).toBeInTheDocument();
  });

  it('shows login and sign-up to visitors and all footer links', () => {
    renderAt('/', fakeSession());
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start nu' })).toHaveAttribute('href', '/register');
    const footerTargets = Array.from(document.querySelectorAll('footer a')).map((a) => a.getAttribute('href'));
    for (const path of [
      '/projects/create',
      '/creators',
      '/ugc-bureau',
      '/wat-is-ugc',
      '/projects',
      '/ugc-content-creators',
      '/resources',
      '/community',
      '/help',
      '/contact',
      '/privacy-policy',
      '/algemene-voorwaarden',
      '/ugc-voorbeelden',
      '/register',
    ]) {
      expect(footerTargets).toContain(path);
    }
    expect(screen.getByText('Amsterdam', { selector: 'address span' })).toBeInTheDocument();
  });
});
