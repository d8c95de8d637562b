import { Link, NavLink } from 'react-router-dom';
import { Avatar, buttonClass } from '@clipwerk/ui';
import type { User } from '@clipwerk/shell/sdk';
import { AnchorLinks, KnowledgeMenu } from './KnowledgeMenu';
import { MainLinks } from './MainLinks';
import type { NavLinkEntry } from './useTopNav';

/** The menu the toggle opens on a narrow screen: who is signed in, every link, and signing in or out. */
export function MobileMenu({
  user,
  display,
  isAuthenticated,
  mainLinks,
  logoutToHome,
}: {
  user: User | null;
  display: { name: string; label: string } | null;
  isAuthenticated: boolean;
  mainLinks: NavLinkEntry[];
  logoutToHome: () => void;
}) {
  return (
    <nav id="cw-mobile-menu" className="cw-mobile-menu" aria-label="Mobiel menu">
      <div className="cw-container">
        {user && display && (
          <div className="cw-mobile-menu__user">
            <Avatar src={user.profilePictureUrl} name={display.name} size={40} />
            <div>
              <div className="cw-small cw-muted">Ingelogd als</div>
              <strong>{display.name}</strong> <span className="cw-small cw-muted">· {display.label}</span>
            </div>
          </div>
        )}
        <ul>
          <li>
            <NavLink className="cw-navlink" to="/" end>
              Home
            </NavLink>
          </li>
          <MainLinks links={mainLinks} />
          {!isAuthenticated && <AnchorLinks />}
          <li>
            <KnowledgeMenu inline />
          </li>
          {isAuthenticated && (
            <li>
              <NavLink className="cw-navlink" to="/profile">
                Profiel
              </NavLink>
            </li>
          )}
        </ul>
        <div className="cw-mobile-menu__actions">
          {isAuthenticated ? (
            <button type="button" className={buttonClass('secondary', 'md', true)} onClick={logoutToHome}>
              Uitloggen
            </button>
          ) : (
            <>
              <Link to="/login" className={buttonClass('secondary', 'md', true)}>
                Inloggen
              </Link>
              <Link to="/register" className={buttonClass('primary', 'md', true)}>
                Start nu
              </Link>
            </>
          )}
        </div>
      </div>
    </nav>
  );
}
