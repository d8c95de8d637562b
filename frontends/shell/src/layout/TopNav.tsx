import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Avatar, RelativeTime, buttonClass, formatBadgeCount } from '@clipwerk/ui';
import { AnchorLinks, KnowledgeMenu } from './KnowledgeMenu';
import { Logo } from './Logo';
import { useDismiss } from './useDismiss';
import { useLogoutToHome, useNotices, useSession, userDisplay } from '@clipwerk/shell/sdk';

function NoticeBell() {
  const { notices, unreadCount, markRead, markAllRead } = useNotices();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    markAllRead();
  }, [markAllRead]);
  useDismiss(ref, open, close);

  return (
    <div className="cw-usermenu" ref={ref}>
      <button
        type="button"
        className="cw-bell"
        aria-expanded={open}
        aria-label={unreadCount > 0 ? `Meldingen, ${unreadCount} ongelezen` : 'Meldingen'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unreadCount > 0 && <span className="cw-bell__count">{formatBadgeCount(unreadCount)}</span>}
      </button>
      {open && (
        <div className="cw-popover cw-popover--wide">
          <div className="cw-popover__heading">Meldingen</div>
          {notices.length === 0 ? (
            <p className="cw-muted cw-small" style={{ padding: '0 0.75rem 0.5rem' }}>
              Je hebt nog geen meldingen.
            </p>
          ) : (
            <ul className="cw-notices" aria-label="Meldingen">
              {notices.map((notice) => {
                // Where to act on it, as the notifications context decided.
                const target = notice.link;
                const content = (
                  <>
                    {notice.message}
                    <RelativeTime value={notice.timestamp} />
                  </>
                );
                return (
                  <li key={notice.id} data-unread={!notice.read}>
                    {target ? (
                      <button
                        type="button"
                        className="cw-notices__link"
                        onClick={() => {
                          markRead(notice.id);
                          setOpen(false);
                          navigate(target);
                        }}
                      >
                        {content}
                      </button>
                    ) : (
                      content
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function UserMenu() {
  const { user } = useSession();
  const logoutToHome = useLogoutToHome();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  if (!user) return null;
  const { name, label } = userDisplay(user);

  return (
    <div className="cw-usermenu" ref={ref}>
      <button
        type="button"
        className="cw-usermenu__button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar src={user.profilePictureUrl} name={name} size={34} />
        <span className="cw-usermenu__name">
          {name}
          <span className="cw-usermenu__label">{label}</span>
        </span>
      </button>
      {open && (
        <div className="cw-popover">
          <Link className="cw-popover__item" to="/dashboard" onClick={close}>
            Dashboard
          </Link>
          <Link className="cw-popover__item" to="/profile" onClick={close}>
            Profiel
          </Link>
          <button type="button" className="cw-popover__item" onClick={() => (close(), logoutToHome())}>
            Uitloggen
          </button>
        </div>
      )}
    </div>
  );
}

export function TopNav() {
  const { user, isAuthenticated, loading } = useSession();
  const logoutToHome = useLogoutToHome();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, hash } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  const mainLinks: Array<[string, string]> = [
    ['/projects', 'Opdrachten'],
    ['/creators', 'Creators'],
    ...(isAuthenticated ? ([['/dashboard', 'Dashboard']] as Array<[string, string]>) : []),
    ...(user?.role === 'support' ? ([['/support', 'Geschillen']] as Array<[string, string]>) : []),
  ];
  const display = user ? userDisplay(user) : null;

  return (
    <header className="cw-topnav">
      <div className="cw-container cw-topnav__inner">
        <Logo />
        <nav aria-label="Hoofdmenu">
          <ul className="cw-topnav__links">
            {mainLinks.map(([to, label]) => (
              <li key={to}>
                <NavLink className="cw-navlink" to={to}>
                  {label}
                </NavLink>
              </li>
            ))}
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
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? '×' : '☰'}
          </button>
        </div>
      </div>

      {menuOpen && (
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
              {mainLinks.map(([to, label]) => (
                <li key={to}>
                  <NavLink className="cw-navlink" to={to}>
                    {label}
                  </NavLink>
                </li>
              ))}
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
      )}
    </header>
  );
}
