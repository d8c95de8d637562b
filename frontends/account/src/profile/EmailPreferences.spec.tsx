import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import { EMAIL_PREFERENCE_TEXTS as TEXTS } from './EmailPreferences';
import ProfileScreen from './ProfileScreen';

const allOn = Object.fromEntries(Object.keys(TEXTS.kinds).map((kind) => [kind, true]));

describe('e-mail preferences on the profile', () => {
  it('shows one switch per kind as the server has them, and saves a flip at once', async () => {
    const puts: unknown[] = [];
    installFetch({
      'GET /api/notifications/preferences': { email: { ...allOn, messages: false } },
      'PUT /api/notifications/preferences': (_url: string, init: RequestInit) => {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { email: { ...allOn, messages: false, revision: false } });
      },
    });
    renderScreen(<ProfileScreen />, { path: '/profile', session: fakeSession({ user: creator }) });
    expect(await screen.findByLabelText(TEXTS.kinds.messages)).not.toBeChecked();
    const revision = screen.getByLabelText(TEXTS.kinds.revision);
    expect(revision).toBeChecked();
    await userEvent.click(revision);
    await waitFor(() => expect(puts).toEqual([{ email: { revision: false } }]));
    await waitFor(() => expect(screen.getByLabelText(TEXTS.kinds.revision)).not.toBeChecked());
  });
});
