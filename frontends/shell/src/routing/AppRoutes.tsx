import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PRODUCT_NAME } from '@clipwerk/ui';
import { Layout } from '../layout/Layout';
import { Landing } from '../pages/Landing';
import { ComingSoon } from '../pages/ComingSoon';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { Guard } from './Guard';
import { FALLBACK_PATH, ROUTES, type RouteDef } from './routeTable';

/** What the browser's tab shows on a route. */
export const documentTitle = (route: Pick<RouteDef, 'title'>): string => `${route.title} - ${PRODUCT_NAME}`;

function RouteView({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);

  const { screen } = route;
  let content;
  if (screen.kind === 'landing') content = <Landing />;
  else if (screen.kind === 'remote') content = <RemoteScreen remote={screen.remote} module={screen.module} />;
  else content = <ComingSoon title={route.title} description={screen.description} />;
  return <Guard access={route.access}>{content}</Guard>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
        ))}
        <Route path="*" element={<Navigate to={FALLBACK_PATH} replace />} />
      </Route>
    </Routes>
  );
}
