import { drawScreens } from './prerender';

// The build draws these screens in Node (a screen that reads the browser while drawing breaks the build): the same
// server renderer here, not the browser's copy jsdom would pick.
jest.mock('react-dom/server', () => jest.requireActual('react-dom/server.node'));

describe('the account’s screens for visitors, drawn by the build', () => {
  const drawn = drawScreens();
  const at = (path: string) => drawn.find((screen) => screen.path === path);

  it('draws signing in with its form, as a visitor first sees it, and not registration, which the query decides', () => {
    expect(at('/login')).toMatchObject({ module: 'Login' });
    expect(at('/login')?.markup).toContain('<h1');
    expect(at('/login')?.markup).toContain('type="password"');
    expect(at('/register')).toBeUndefined();
    expect(at('/forgot-password')).toMatchObject({ module: 'ForgotPassword' });
  });

  it('draws the terms and the privacy policy with their text', () => {
    expect(at('/algemene-voorwaarden')).toMatchObject({ module: 'Terms' });
    expect(at('/algemene-voorwaarden')?.markup).toContain('Algemene voorwaarden');
    expect(at('/privacy-policy')).toMatchObject({ module: 'Privacy' });
    expect(at('/privacy-policy')?.markup).toContain('Privacybeleid');
  });
});
