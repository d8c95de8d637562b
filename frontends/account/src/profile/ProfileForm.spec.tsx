import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@clipwerk/shell/sdk';
import { aCreatorUser, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { ProfileForm } from './ProfileForm';

/** Identity answers a profile update with the account as saved; `saved` is what it made of the request. */
function answerProfileUpdates(saved: (body: { displayName?: string }) => Partial<User>) {
  const bodies: { displayName?: string }[] = [];
  installFetch({
    'PUT /api/users/me/profile': (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { displayName?: string };
      bodies.push(body);
      return jsonResponse(200, { success: true, message: 'Profiel bijgewerkt', user: aCreatorUser(saved(body)) });
    },
  });
  return bodies;
}

const chosenNameField = () => screen.getByRole('textbox', { name: /Weergavenaam/ });

describe('the chosen name on the profile form', () => {
  it('starts empty while she chose none, not with the full name identity shows instead', () => {
    renderScreen(<ProfileForm user={aCreatorUser({ displayName: 'Sanne de Vries', chosenDisplayName: null })} />, {
      session: fakeSession({ user: aCreatorUser() }),
    });
    expect(chosenNameField()).toHaveValue('');
  });

  it('shows the saved name in the form and the session after saving', async () => {
    const bodies = answerProfileUpdates((body) => ({
      displayName: body.displayName || 'Sanne de Vries',
      chosenDisplayName: body.displayName || null,
    }));
    const session = fakeSession({ user: aCreatorUser() });
    renderScreen(<ProfileForm user={aCreatorUser()} />, { session });

    await userEvent.type(chosenNameField(), '  Sanne kookt  ');
    await userEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));

    expect(await screen.findByText('Profiel opgeslagen')).toBeInTheDocument();
    expect(bodies.map((body) => body.displayName)).toEqual(['Sanne kookt']);
    expect(chosenNameField()).toHaveValue('Sanne kookt');
    expect(session.setUser).toHaveBeenCalledWith(
      expect.objectContaining({ displayName: 'Sanne kookt', chosenDisplayName: 'Sanne kookt' }),
    );
  });

  it('empties the field and shows her full name in the session once she clears it', async () => {
    const bodies = answerProfileUpdates((body) => ({
      displayName: body.displayName || 'Sanne de Vries',
      chosenDisplayName: body.displayName || null,
    }));
    const user = aCreatorUser({ displayName: 'Sanne kookt', chosenDisplayName: 'Sanne kookt' });
    const session = fakeSession({ user });
    renderScreen(<ProfileForm user={user} />, { session });
    expect(chosenNameField()).toHaveValue('Sanne kookt');

    await userEvent.clear(chosenNameField());
    await userEvent.click(screen.getByRole('button', { name: 'Profiel opslaan' }));

    await waitFor(() => expect(session.setUser).toHaveBeenCalled());
    expect(bodies.map((body) => body.displayName)).toEqual(['']);
    expect(session.setUser).toHaveBeenCalledWith(
      expect.objectContaining({ displayName: 'Sanne de Vries', chosenDisplayName: null }),
    );
    expect(chosenNameField()).toHaveValue('');
  });
});
