import { PAGE_SESSION_COOKIE, TOKEN_KEY, tokenStore } from './tokenStore';

/** A token as identity issues it, expiring `seconds` from now. */
const tokenExpiringIn = (seconds: number) => {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.handtekening`;
};

const pageCookie = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${PAGE_SESSION_COOKIE}=`))
    ?.slice(PAGE_SESSION_COOKIE.length + 1);

describe('token store', () => {
  let cookieWrites: string[];
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    tokenStore.clear();
    cookieWrites = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives the server a copy of the token in a cookie that ends when the token does', () => {
    const token = tokenExpiringIn(3600);
    tokenStore.set(token, 'local');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(pageCookie()).toBe(token);
    const written = cookieWrites.at(-1)!;
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=Lax');
    const maxAge = Number(/Max-Age=(\d+)/.exec(written)?.[1]);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it("without 'Onthoud mij' the cookie ends with the browser session, as the token does", () => {
    tokenStore.set(tokenExpiringIn(3600), 'session');
    expect(pageCookie()).toBeDefined();
    expect(cookieWrites.at(-1)).not.toContain('Max-Age');
  });

  it('takes the cookie away with the token', () => {
    tokenStore.set(tokenExpiringIn(3600), 'local');
    tokenStore.clear();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(pageCookie()).toBeUndefined();
  });

  it('gives a session kept from before the cookie existed its cookie, once', () => {
    const token = tokenExpiringIn(600);
    localStorage.setItem(TOKEN_KEY, token);
    tokenStore.sharePageSession();
    expect(pageCookie()).toBe(token);
    const writes = cookieWrites.length;
    tokenStore.sharePageSession();
    expect(cookieWrites).toHaveLength(writes);
  });
});
