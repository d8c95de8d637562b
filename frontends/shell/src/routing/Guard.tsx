import type { ComponentProps, ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '@clipwerk/ui';
import { AssignmentRefused } from './AssignmentRefused';
import { allows, type Access } from './routeTable';
import { useSession } from '@clipwerk/shell/sdk';

/**
 * A redirect that holds the page while it happens: Navigate itself renders nothing for a frame, which would pull the
 * footer up into view before the next screen (and its viewport-tall spinner) pushes it down again (a layout shift).
 */
function Redirect(props: ComponentProps<typeof Navigate>) {
  return (
    <>
      <Navigate {...props} />
      <PageSpinner fill />
    </>
  );
}

/** The guard rule: spinner while the session loads, /login without a user (home right after signing out here),
 *  /dashboard for a role not allowed, or on an assignment's page the no-access screen naming what she may know.
 *  Signed-in users on guest pages (login, register) go back where they came from, else to /dashboard. */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const { user, loading, signedOutFrom } = useSession();
  const location = useLocation();
  const { id, projectId } = useParams();
  if (access === 'public') return <>{children}</>;
  if (loading) return <PageSpinner label="Sessie laden..." fill />;

  if (access === 'guest') {
    if (!user) return <>{children}</>;
    const from = (location.state as { from?: string } | null)?.from;
    return <Redirect to={from ?? '/dashboard'} replace />;
  }
  // Signing out on this page leads home; arriving here signed out leads to /login and back.
  if (!user && signedOutFrom === location.pathname) return <Redirect to="/" replace />;
  if (!user) return <Redirect to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!allows(access, user.role)) {
    const assignment = projectId ?? id;
    return assignment ? <AssignmentRefused projectId={assignment} /> : <Redirect to="/dashboard" replace />;
  }
  return <>{children}</>;
}
