import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsProvider, SessionContext } from '../sdk';
import { fakeSession } from '../test/fakeSession';
import { AppRoutes } from '../routing/AppRoutes';
import { loadRemoteModule } from './federation';
import { REMOTE_FAILED_MESSAGE, preloadRemoteScreen } from './RemoteScreen';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function renderApp(path: string) {
  return render(
    <SessionContext.Provider value={fakeSession()}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </NotificationsProvider>
    </SessionContext.Provider>,
  );
}

describe('a remote that is down', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the Dutch fallback and loads the screen on retry', async () => {
    load.mockRejectedValueOnce(new Error('remoteEntry 503')).mockResolvedValueOnce({ default: () => <h1>Welkom terug</h1> });
    renderApp('/login');

    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('account', 'Login', { retry: false });

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Welkom terug' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('account', 'Login', { retry: true });
    expect(screen.queryByText(REMOTE_FAILED_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps navigation and the other pages working', async () => {
    // Only the account remote is down; the marketplace (Opdrachten) still answers.
    load.mockImplementation(async (remote, module) => {
      if (remote === 'account') throw new Error('offline');
      return { default: () => (module === 'Projects' ? <h1>Opdrachten</h1> : <p>{`${remote}/${module}`}</p>) };
    });
    renderApp('/algemene-voorwaarden');
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: 'Opdrachten' })[0]);
    expect(await screen.findByRole('heading', { name: 'Opdrachten' })).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_FAILED_MESSAGE)).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('link', { name: 'Clipwerk home' })[0]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('echte creators');
  });

  it('treats a screen that crashes while rendering like a remote that is down', async () => {
    const Broken = () => {
      throw new Error('kapot');
    };
    load.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: () => <h1>Profiel</h1> });
    renderApp('/oauth-success');
    expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Profiel' })).toBeInTheDocument();
  });
});

describe('a remote screen that is still loading', () => {
  beforeEach(() => load.mockReset());

  it('holds the viewport with its spinner while a screen loads, so the footer does not show and then jump away', async () => {
    let arrive: (module: unknown) => void = () => {};
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderApp('/creators'); // a screen no other test loaded: loaded screens are kept for the page's life
    const spinner = (await screen.findByText('Laden...')).closest('.cw-page-spinner');
    expect(spinner).toHaveClass('cw-page-spinner--fill');
    arrive({ default: () => <h1>Creators</h1> });
    expect(await screen.findByRole('heading', { name: 'Creators' })).toBeInTheDocument();
    expect(document.querySelector('.cw-page-spinner')).toBeNull();
  });
});

describe('the screen of the first address, loaded before React renders', () => {
  beforeEach(() => load.mockReset());

  it('shows at once, without a spinner or a second load', async () => {
    load.mockResolvedValue({ default: () => <h1>Wachtwoord vergeten?</h1> });
    preloadRemoteScreen('account', 'ForgotPassword');
    await Promise.resolve();
    await Promise.resolve();
    renderApp('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Wachtwoord vergeten?' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
