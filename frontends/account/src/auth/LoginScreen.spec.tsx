import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@clipwerk/shell/sdk';
import { creator, fakeSession, installFetch, renderScreen } from '../test/renderScreen';
import LoginScreen from './LoginScreen';

describe('login', () => {
  beforeEach(() => installFetch({ 'GET /api/auth/providers': { success: true, providers: { google: false } } }));

  it('shows the Dutch required texts and clears each one when its field is edited', async () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByText('E-mailadres is verplicht')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mailadres/)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'sanne');
    expect(screen.queryByText('E-mailadres is verplicht')).not.toBeInTheDocument();
    expect(screen.getByText('Wachtwoord is verplicht')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByText('Ongeldig e-mailadres')).toBeInTheDocument();
  });

  it("signs in with 'Onthoud mij' and goes to the dashboard", async () => {
    const login = jest.fn(async () => creator);
    renderScreen(<LoginScreen />, { path: '/login', session: fakeSession({ login }) });
    await userEvent.type(screen.getByLabelText(/E-mailadres/), ' sanne@example.nl ');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim123');
    await userEvent.click(screen.getByLabelText('Onthoud mij')); // unchecked: the session ends with the browser session
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(login).toHaveBeenCalledWith({ email: 'sanne@example.nl', password: 'geheim123' }, { remember: false });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard'));
  });

  it('says so when the e-mail address or password is wrong', async () => {
    const login = jest.fn(async () => {
      throw new ApiError(401, 'Unauthorized');
    });
    renderScreen(<LoginScreen />, { path: '/login', session: fakeSession({ login }) });
    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'fout');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ongeldig e-mailadres of wachtwoord');
  });

  it('shows the server message for other failures', async () => {
    const login = jest.fn(async () => {
      throw new ApiError(429, 'x', 'THROTTLED', [], 'Te veel inlogpogingen. Probeer het over een minuut opnieuw.');
    });
    renderScreen(<LoginScreen />, { path: '/login', session: fakeSession({ login }) });
    await userEvent.type(screen.getByLabelText(/E-mailadres/), 'sanne@example.nl');
    await userEvent.type(screen.getByLabelText(/^Wachtwoord/), 'geheim123');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Te veel inlogpogingen. Probeer het over een minuut opnieuw.');
  });

  it.each([
    ['?error=oauth_failed', 'Inloggen met Google mislukt. Probeer het opnieuw.'],
    ['?error=session_failed', 'Sessie fout. Probeer het opnieuw.'],
    ['?error=role_mismatch&message=Dit%20account%20is%20een%20bedrijfsaccount', 'Dit account is een bedrijfsaccount'],
  ])('shows the banner for %s', (query, text) => {
    renderScreen(<LoginScreen />, { path: `/login${query}` });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('offers Google only when the server has it configured', async () => {
    installFetch({ 'GET /api/auth/providers': { success: true, providers: { google: true } } });
    renderScreen(<LoginScreen />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Inloggen met Google als creator' })).toHaveAttribute(
      'href',
      '/api/auth/google/creator',
    );
    expect(screen.getByRole('link', { name: 'Inloggen met Google als bedrijf' })).toHaveAttribute(
      'href',
      '/api/auth/google/bedrijf',
    );
  });

  it('hides Google when it is not configured', async () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it("links 'Wachtwoord vergeten?' to the reset flow", () => {
    renderScreen(<LoginScreen />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/forgot-password');
  });
});
