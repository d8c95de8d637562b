// Where the session token lives. 'Onthoud mij' keeps it in localStorage; otherwise sessionStorage,
// so the session ends when the browser session ends.
//
// A copy goes in a cookie the server reads when it draws a signed-in page with the user's data (a page load carries
// no Authorization header). Only that drawing reads it: the API takes the token from the header alone, so a request
// another site makes the browser send with the cookie can do nothing.

import { parseCookie, stringifySetCookie } from 'cookie';
import { decodeJwt } from 'jose';

const TOKEN_KEY = 'clipwerk.token';
/** The cookie the gateway draws signed-in pages with. */
export const PAGE_SESSION_COOKIE = 'clipwerk_session';

export type TokenPersistence = 'local' | 'session';

export interface TokenStore {
  get(): string | null;
  set(token: string, persistence?: TokenPersistence): void;
  clear(): void;
}

function safeStorage(kind: TokenPersistence): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage can be blocked (privacy settings); the session then lasts for this page only
  }
}

/** Seconds until the token's `exp`, or null when it has none we can read (the cookie then ends with the browser session). */
function secondsLeft(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return exp === undefined ? null : Math.max(0, Math.floor(exp - Date.now() / 1000));
  } catch {
    return null;
  }
}

function writePageCookie(token: string | null, persistence: TokenPersistence): void {
  if (typeof document === 'undefined') return;
  const left = token && persistence === 'local' ? secondsLeft(token) : null;
  document.cookie = stringifySetCookie({
    name: PAGE_SESSION_COOKIE,
    value: token ?? '',
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    maxAge: !token ? 0 : (left ?? undefined),
  });
}

const hasPageCookie = () => typeof document !== 'undefined' && parseCookie(document.cookie)[PAGE_SESSION_COOKIE] !== undefined;

export const tokenStore: TokenStore & {
  /** A session kept from before the cookie existed gets it, so its next page load can be drawn. */
  sharePageSession(): void;
} = {
  get() {
    return safeStorage('local')?.getItem(TOKEN_KEY) ?? safeStorage('session')?.getItem(TOKEN_KEY) ?? null;
  },
  set(token, persistence = 'local') {
    this.clear();
    safeStorage(persistence)?.setItem(TOKEN_KEY, token);
    writePageCookie(token, persistence);
  },
  clear() {
    safeStorage('local')?.removeItem(TOKEN_KEY);
    safeStorage('session')?.removeItem(TOKEN_KEY);
    writePageCookie(null, 'local');
  },
  sharePageSession() {
    const local = safeStorage('local')?.getItem(TOKEN_KEY);
    const token = local ?? safeStorage('session')?.getItem(TOKEN_KEY);
    if (token && !hasPageCookie()) writePageCookie(token, local ? 'local' : 'session');
  },
};

export { TOKEN_KEY };
