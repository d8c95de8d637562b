// Where the session token lives. 'Onthoud mij' keeps it in localStorage; otherwise sessionStorage,
// so the session ends when the browser session ends.

const TOKEN_KEY = 'clipwerk.token';

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

export const tokenStore: TokenStore = {
  get() {
    return safeStorage('local')?.getItem(TOKEN_KEY) ?? safeStorage('session')?.getItem(TOKEN_KEY) ?? null;
  },
  set(token, persistence = 'local') {
    this.clear();
    safeStorage(persistence)?.setItem(TOKEN_KEY, token);
  },
  clear() {
    safeStorage('local')?.removeItem(TOKEN_KEY);
    safeStorage('session')?.removeItem(TOKEN_KEY);
  },
};

export { TOKEN_KEY };
