import { Outlet } from 'react-router-dom';
import { TopNav } from './TopNav';
import { Footer } from './Footer';
import { useScrollToHash } from './useScrollToHash';

/** Every page: top navigation, page outlet, footer. */
export function Layout() {
  useScrollToHash();

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
