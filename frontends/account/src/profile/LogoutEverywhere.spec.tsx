import { fireEvent, screen, waitFor } from '@testing-library/react';
import { creator, fakeSession, installFetch, jsonResponse, renderScreen } from '../test/renderScreen';
import ProfileScreen from './ProfileScreen';

describe('Overal uitloggen on the profile screen', () => {
  it('ends every session on the server, signs this browser out and goes to the login page', async () => {
    const fetchMock = installFetch({
      'POST /api/auth/logout-all': { success: true, message: 'Je bent op al je apparaten uitgelogd' },
    });
    const session = fakeSession({ user: creator });
    renderScreen(<ProfileScreen />, { path: '/profile', session });
    fireEvent.click(screen.getByRole('button', { name: 'Overal uitloggen' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout-all', expect.objectContaining({ method: 'POST' }));
    expect(session.logout).toHaveBeenCalled();
  });

  it('stays signed in and says so in Dutch when the server refuses', async () => {
    installFetch({ 'POST /api/auth/logout-all': jsonResponse(503, { success: false, message: 'Dienst niet bereikbaar' }) });
    const session = fakeSession({ user: creator });
    renderScreen(<ProfileScreen />, { path: '/profile', session });
    fireEvent.click(screen.getByRole('button', { name: 'Overal uitloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dienst niet bereikbaar');
    expect(session.logout).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/profile');
  });
});
