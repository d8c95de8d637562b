import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { TopNav } from './TopNav';
import { Footer } from './Footer';

/** Every page: top navigation, page outlet, footer. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div className="cw-app">
      <a className="cw-skip-link" href="#main">
        Naar de inhoud
      </a>
      <TopNav />
      <main id="main" className="cw-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
