import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreatorProfileScreen from './CreatorProfileScreen';
import { company, creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';

const profile = { data: { creator: { id: 'c-anna', firstName: 'Anna', lastName: 'de Jong', bio: 'Ik maak video’s.' } } };

function renderProfile(session = fakeSession({ user: company })) {
  return renderScreen(<CreatorProfileScreen />, { path: '/creators/c-anna', route: '/creators/:id', session });
}

describe("'Start gesprek' on a creator's profile", () => {
  it('a company starts (or reopens) the conversation and lands in it in the inbox', async () => {
    const started: unknown[] = [];
    installFetch({
      'GET /api/users/creators/c-anna': profile,
      'POST /api/conversations': (_url: string, init: RequestInit) => {
        started.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { conversation: { id: 'conv-1' } });
      },
    });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /Start gesprek/ }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/messages?conversation=conv-1'));
    expect(started).toEqual([{ participantId: 'c-anna' }]);
  });

  it('says in Dutch when the start failed', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': profile, 'POST /api/conversations': jsonResponse(503, {}) });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: /Start gesprek/ }));
    expect(await screen.findByText('Er is een fout opgetreden bij het starten van een gesprek')).toBeInTheDocument();
  });

  it('a visitor is sent to log in first', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': profile });
    renderProfile(fakeSession());
    await userEvent.click(await screen.findByRole('button', { name: /Start gesprek/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
  });

  it('a creator does not start conversations with other creators: no button', async () => {
    installFetch({ 'GET /api/users/creators/c-anna': profile });
    renderProfile(fakeSession({ user: creator }));
    expect(await screen.findByText('Ik maak video’s.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start gesprek/ })).not.toBeInTheDocument();
  });
});
