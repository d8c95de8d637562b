// The session: the token in browser storage, the current user from GET /auth/me at start,
// login/register store token and user, logout calls the server and clears both.
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionValue, type SessionOptions, type SessionValue } from './useSessionValue';

export type { LoginInput, SessionValue } from './useSessionValue';

export const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children, ...options }: SessionOptions & { children: ReactNode }) {
  const value = useSessionValue(options);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** 'Uitloggen' wherever it is offered: the session ends and she lands on the home page. */
export function useLogoutToHome(): () => Promise<void> {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    await logout({ from: pathname });
    navigate('/');
  }, [logout, navigate, pathname]);
}
