import { NavLink } from 'react-router-dom';
import type { NavLinkEntry } from './useTopNav';

/** The header's main links as list items, in the desktop bar and in the mobile menu alike. */
export function MainLinks({ links }: { links: NavLinkEntry[] }) {
  return (
    <>
      {links.map(([to, label]) => (
        <li key={to}>
          <NavLink className="cw-navlink" to={to}>
            {label}
          </NavLink>
        </li>
      ))}
    </>
  );
}
