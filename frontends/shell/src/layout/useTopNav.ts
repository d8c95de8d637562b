import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogoutToHome, useSession, userDisplay } from '@clipwerk/shell/sdk';

export type NavLinkEntry = [to: string, label: string];

/** What the header shows: the session, the links for this visitor, and the mobile menu, closed on every navigation. */
export function useTopNav() {
  const { user, isAuthenticated, loading } = useSession();
  const logoutToHome = useLogoutToHome();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, hash } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  const mainLinks: NavLinkEntry[] = [
    ['/projects', 'Opdrachten'],
    ['/creators', 'Creators'],
    ...(isAuthenticated ? ([['/dashboard', 'Dashboard']] as NavLinkEntry[]) : []),
    ...(user?.role === 'support' ? ([['/support', 'Geschillen']] as NavLinkEntry[]) : []),
  ];
  const display = user ? userDisplay(user) : null;
  const toggleMenu = () => setMenuOpen((v) => !v);

  return { user, display, isAuthenticated, loading, logoutToHome, menuOpen, toggleMenu, mainLinks };
}
