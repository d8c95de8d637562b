import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@clipwerk/ui';
import { useDismiss } from './useDismiss';
import { useLogoutToHome, useSession, userDisplay } from '@clipwerk/shell/sdk';

export function UserMenu() {
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
