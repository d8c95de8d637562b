import { Link } from 'react-router-dom';
import { buttonClass } from '@clipwerk/ui';
import { AnchorLinks, KnowledgeMenu } from './KnowledgeMenu';
import { Logo } from './Logo';
import { MainLinks } from './MainLinks';
import { MobileMenu } from './MobileMenu';
import { NoticeBell } from './NoticeBell';
import { UserMenu } from './UserMenu';
import { useTopNav } from './useTopNav';

export function TopNav() {
  const { user, display, isAuthenticated, loading, logoutToHome, menuOpen, toggleMenu, mainLinks } = useTopNav();

  return (
    <header className="cw-topnav">
      <div className="cw-container cw-topnav__inner">
        <Logo />
        <nav aria-label="Hoofdmenu">
          <ul className="cw-topnav__links">
            <MainLinks links={mainLinks} />
            {!isAuthenticated && <AnchorLinks />}
            <li>
              <KnowledgeMenu />
            </li>
          </ul>
        </nav>
        <div className="cw-topnav__actions">
          {isAuthenticated ? (
            <>
              <NoticeBell />
              <span className="cw-topnav__desktop-only">
                <UserMenu />
              </span>
            </>
          ) : (
            !loading && (
              <>
                <Link to="/login" className={`${buttonClass('ghost')} cw-topnav__desktop-only`}>
                  Inloggen
                </Link>
                <Link to="/register" className={`${buttonClass('primary')} cw-topnav__desktop-only`}>
                  Start nu
                </Link>
              </>
            )
          )}
          <button
            type="button"
            className="cw-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="cw-mobile-menu"
            aria-label={menuOpen ? 'Menu sluiten' : 'Menu openen'}
            onClick={toggleMenu}
          >
            {menuOpen ? '×' : '☰'}
          </button>
        </div>
      </div>

      {menuOpen && (
        <MobileMenu
          user={user}
          display={display}
          isAuthenticated={isAuthenticated}
          mainLinks={mainLinks}
          logoutToHome={logoutToHome}
        />
      )}
    </header>
  );
}
