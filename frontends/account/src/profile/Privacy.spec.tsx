import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { tokenStore } from '@clipwerk/shell/sdk';
import { DATA_EXPORT_TEXTS as DATA_TEXTS } from './DataExport';
import { DELETE_ACCOUNT_TEXTS as TEXTS } from './DeleteAccount';
import ProfileScreen from './ProfileScreen';

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: TEXTS.open }));
  return screen.findByRole('dialog');
}

describe('deleting one’s account from the profile', () => {
  it('asks for the password, deletes, signs out and goes home with the server’s words', async () => {
    const bodies: unknown[] = [];
    installFetch({
      'DELETE /api/users/me': (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { success: true, message: 'Je account is verwijderd. Bedankt dat je Clipwerk hebt gebruikt.' });
      },
    });
    const session = fakeSession({ user: creator });
    renderScreen(<ProfileScreen />, { path: '/profile', session });
    await openDialog();
    const confirm = screen.getByRole('button', { name: TEXTS.confirm });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(new RegExp(TEXTS.passwordLabel)), 'geheim123');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(bodies).toEqual([{ password: 'geheim123' }]);
    expect(session.logout).toHaveBeenCalled();
  });

  it('keeps the account and the session when the password is wrong, and says why', async () => {
    installFetch({
      'DELETE /api/users/me': jsonResponse(403, {
        success: false,
        message: 'Het wachtwoord klopt niet. Je account is niet verwijderd.',
      }),
    });
    const session = fakeSession({ user: creator });
    renderScreen(<ProfileScreen />, { path: '/profile', session });
    await openDialog();
    await userEvent.type(screen.getByLabelText(new RegExp(TEXTS.passwordLabel)), 'fout');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.confirm }));
    expect(await screen.findByText('Het wachtwoord klopt niet. Je account is niet verwijderd.')).toBeInTheDocument();
    expect(session.logout).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/profile');
  });

  it('asks an account without a password (Google) for its e-mail address instead', async () => {
    renderScreen(<ProfileScreen />, { path: '/profile', session: fakeSession({ user: { ...creator, hasPassword: false } }) });
    await openDialog();
    expect(screen.getByLabelText(new RegExp(TEXTS.emailLabel))).toHaveAttribute('type', 'email');
    expect(screen.queryByLabelText(new RegExp(TEXTS.passwordLabel))).not.toBeInTheDocument();
  });
});

describe('downloading one’s data from the profile', () => {
  it('fetches the export with the session’s token and hands it to the browser under the server’s file name', async () => {
    tokenStore.set('sessie-token');
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetchMock = installFetch({
      'GET /api/users/me/export': {
        ...jsonResponse(200, {}),
        headers: new Headers({ 'content-disposition': 'attachment; filename="clipwerk-gegevens-2026-11-24.json"' }),
        blob: async () => new Blob(['{}']),
      } as never,
    });
    renderScreen(<ProfileScreen />, { path: '/profile', session: fakeSession({ user: creator }) });
    await userEvent.click(screen.getByRole('button', { name: DATA_TEXTS.button }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('clipwerk-gegevens-2026-11-24.json');
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer sessie-token');
    click.mockRestore();
    tokenStore.clear();
  });

  it('says in Dutch when the export could not be composed', async () => {
    installFetch({
      'GET /api/users/me/export': {
        ...jsonResponse(503, {}),
        json: async () => ({
          message: 'Je gegevens konden niet volledig worden verzameld. Probeer het over een paar minuten opnieuw.',
        }),
      } as never,
    });
    renderScreen(<ProfileScreen />, { path: '/profile', session: fakeSession({ user: creator }) });
    await userEvent.click(screen.getByRole('button', { name: DATA_TEXTS.button }));
    expect(await screen.findByRole('alert')).toHaveTextContent('niet volledig worden verzameld');
  });
});
