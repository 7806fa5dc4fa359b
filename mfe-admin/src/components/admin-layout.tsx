// The frame of every signed-in back-office page: a header with the section navigation (a menu
// button on narrow screens) and who is signed in, then the page.
import { useId, useState, type JSX, type ReactNode } from 'react';
import { Link, NavLink } from '@rmj/router';
import { BRAND_NAME, roleCan, STAFF_ROLE_LABELS } from '@rmj/contracts';
import { ADMIN_PATHS } from '../lib/admin-paths';
import type { StaffSession } from '../lib/staff-session';
import { useSignOut } from '../lib/use-sign-out';
import { ADMIN_NAV } from './admin-nav';
import '../styles/admin-base.css';

/** Props of AdminLayout. */
export interface AdminLayoutProps {
  session: StaffSession;
  /** The page's heading. */
  title: string;
  children: ReactNode;
}

export function AdminLayout({ session, title, children }: AdminLayoutProps): JSX.Element {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { signOut, signingOut } = useSignOut();
  const items = ADMIN_NAV.filter((item) => roleCan(session.staff.role, item.permission));
  return (
    <div className="adm-frame">
      <header className="adm-header">
        <Link className="adm-brand" to={ADMIN_PATHS.home}>
          {BRAND_NAME} <span className="adm-brand-area">Back office</span>
        </Link>
        <button
          type="button"
          className="adm-menu-button"
          aria-label="Back office menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id={menuId} className={`adm-nav${menuOpen ? ' adm-nav--open' : ''}`} aria-label="Back office">
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="adm-who">
          <span className="adm-who-name">{session.staff.name}</span>
          <span className="adm-role">{STAFF_ROLE_LABELS[session.staff.role]}</span>
          <button type="button" className="adm-link-button" onClick={signOut} disabled={signingOut}>
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      </header>
      <main className="adm-content">
        <h1 className="adm-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
