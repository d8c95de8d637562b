import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: 'scherm' })),
}));

describe('where the shell finds its remotes', () => {
  it('reads the config the gateway wrote into the page, without fetching it', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    document.head.innerHTML =
      '<script type="application/json" id="clipwerk-runtime-config">{"remotes":{"account":"/remotes/account/mf-manifest.json"}}</script>';

    await expect(loadRemoteModule('account', 'Login')).resolves.toEqual({ default: 'scherm' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'account', entry: 'http://localhost/remotes/account/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('account/Login');
  });
});
