import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '@clipwerk/ui';
import type { Access } from './routeTable';
import { useSession } from '@clipwerk/shell/sdk';

/** The guard rule: spinner while the session loads, /login without a user, /dashboard for a role not allowed.
 *  Signed-in users on guest pages (login, register) go back where they came from, else to /dashboard. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (access === 'public') return <>{children}</>;
  if (loading) return <PageSpinner label="Sessie laden..." />;

  if (access === 'guest') {
    if (!user) return <>{children}</>;
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? '/dashboard'} replace />;
  }
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (access !== 'auth' && !access.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
