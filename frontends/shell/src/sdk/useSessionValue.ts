import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, api as defaultApi, type ApiClient } from './api';
import { tokenStore as defaultTokens, type TokenStore } from './tokenStore';
import type { CurrentUserAnswer, LoginAnswer, RegisterAnswer } from '@clipwerk/contracts/identity';
import type { Role, User } from './types';

export interface LoginInput {
  email: string;
  password: string;
}

export interface SessionValue {
  user: User | null;
  /** true until the start-up user check has finished */
  loading: boolean;
  isAuthenticated: boolean;
  isCompany: boolean;
  isCreator: boolean;
  login(input: LoginInput, options?: { remember?: boolean }): Promise<User>;
  register(payload: Record<string, unknown> & { role: Role }): Promise<User>;
  /** Google return: keep the token the server handed over and load its user. */
  adoptToken(token: string): Promise<User | null>;
  /**
   * Ends the session. `from` is the address she signed out on: the guard of that page then sends her home instead
   * of to /login, whichever of the two navigations lands first.
   */
  logout(options?: { from?: string }): Promise<void>;
  /** The address of the last deliberate sign-out, until the next sign-in. */
  signedOutFrom: string | null;
  setUser(user: User): void;
}

export interface SessionOptions {
  client?: ApiClient;
  tokens?: TokenStore;
  /** e.g. drop cached queries, so the next user never sees the previous user's data */
  onSignedOut?: () => void;
  /**
   * The page arrived drawn by the server for this user, or (null) for a visitor who is not signed in: the first render
   * draws the same, then the stored session is checked. A drawn user stays on screen while her token is checked.
   */
  drawnFor?: User | null;
}

/** The session's state and what changes it: the user checked at start, login, register, Google's token, logout. */
export function useSessionValue({
  client = defaultApi,
  tokens = defaultTokens,
  onSignedOut,
  drawnFor,
}: SessionOptions): SessionValue {
  const [user, setUser] = useState<User | null>(drawnFor ?? null);
  const [loading, setLoading] = useState(() => drawnFor === undefined && tokens.get() !== null);
  const [drawnUser] = useState(drawnFor);
  const [signedOutFrom, setSignedOutFrom] = useState<string | null>(null);

  /** The token's user: null when there is no token or it was refused, undefined when the check got no answer. */
  const fetchCurrentUser = useCallback(async (): Promise<User | null | undefined> => {
    if (!tokens.get()) return null;
    try {
      // A stale token at start-up just means "signed out"; protected routes then send the visitor to /login.
      const answer = await client.get<CurrentUserAnswer>('/auth/me', { authRedirect: false });
      return answer.user;
    } catch (error) {
      // Only a refused token ends the session. A check that got no answer (a reload or a link followed while it
      // ran, a timeout) or a failing server keeps it, and the user on screen stays; the next load checks again.
      if (error instanceof ApiError && error.status === 401) {
        tokens.clear();
        return null;
      }
      return undefined;
    }
  }, [client, tokens]);

  useEffect(() => {
    let active = true;
    if (!tokens.get()) {
      if (drawnUser) setUser(null);
      return;
    }
    if (!drawnUser) setLoading(true);
    fetchCurrentUser().then((current) => {
      if (!active) return;
      if (current !== undefined) setUser(current);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [fetchCurrentUser, tokens, drawnUser]);

  const login = useCallback<SessionValue['login']>(
    async (input, { remember = true } = {}) => {
      const answer = await client.post<LoginAnswer>('/auth/login', input, { authRedirect: false });
      tokens.set(answer.token, remember ? 'local' : 'session');
      setUser(answer.user);
      return answer.user;
    },
    [client, tokens],
  );

  const register = useCallback<SessionValue['register']>(
    async (payload) => {
      const answer = await client.post<RegisterAnswer>('/auth/register', payload, { authRedirect: false });
      tokens.set(answer.token, 'local');
      setUser(answer.user);
      return answer.user;
    },
    [client, tokens],
  );

  const adoptToken = useCallback<SessionValue['adoptToken']>(
    async (token) => {
      tokens.set(token, 'local');
      // A token that could not be checked shows no user: the one on screen before may not be its owner.
      const current = (await fetchCurrentUser()) ?? null;
      setUser(current);
      return current;
    },
    [fetchCurrentUser, tokens],
  );

  const logout = useCallback<SessionValue['logout']>(
    async ({ from } = {}) => {
      try {
        await client.post('/auth/logout', undefined, { authRedirect: false });
      } catch {
        // the token is dropped locally either way
      }
      tokens.clear();
      // One render sees both: no frame in which the page she left has no user and no destination.
      setSignedOutFrom(from ?? null);
      setUser(null);
      onSignedOut?.();
    },
    [client, tokens, onSignedOut],
  );

  return useMemo<SessionValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      isCompany: user?.role === 'bedrijf',
      isCreator: user?.role === 'creator',
      login,
      register,
      adoptToken,
      logout,
      signedOutFrom: user ? null : signedOutFrom,
      setUser,
    }),
    [user, loading, login, register, adoptToken, logout, signedOutFrom],
  );
}
