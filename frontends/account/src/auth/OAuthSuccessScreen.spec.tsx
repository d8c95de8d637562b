import { act, screen } from '@testing-library/react';
import { creator, fakeSession, renderScreen } from '../test/renderScreen';
import OAuthSuccessScreen from './OAuthSuccessScreen';

describe('Google return', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the token and goes to the dashboard after 0.5 s', async () => {
    jest.useFakeTimers();
    const adoptToken = jest.fn(async () => creator);
    renderScreen(<OAuthSuccessScreen />, { path: '/oauth-success?token=abc', session: fakeSession({ adoptToken }) });
    expect(screen.getByText('Inloggen met Google...')).toBeInTheDocument();
    await act(async () => {});
    expect(adoptToken).toHaveBeenCalledWith('abc');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByTestId('path')).toHaveTextContent('/oauth-success');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
  });

  it('goes to /login?error=oauth_failed without a token', () => {
    renderScreen(<OAuthSuccessScreen />, { path: '/oauth-success' });
    expect(screen.getByTestId('path')).toHaveTextContent('/login?error=oauth_failed');
  });
});
