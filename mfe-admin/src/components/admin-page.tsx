// Every signed-in back-office page starts here: without a staff session it goes to the sign-in page
// (which says why when the server ended the session); a role without the page's permission sees a
// short explanation instead of the page; otherwise the page renders in the admin frame.
import type { JSX, ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import { ROLE_REFUSED_MESSAGE, roleCan, type StaffPermission } from '@rmj/contracts';
import { adminApi } from '../lib/admin-api';
import { ADMIN_PATHS } from '../lib/admin-paths';
import { useStaffSession, type StaffSession } from '../lib/staff-session';
import { AdminLayout } from './admin-layout';

/** Props of AdminPage. */
export interface AdminPageProps {
  title: string;
  /** What the signed-in role must be allowed to do to see this page (default: any staff member). */
  permission?: StaffPermission;
  /** The page; a function receives the session (who is signed in, their role). */
  children: ReactNode | ((session: StaffSession) => ReactNode);
}

/** Where the sign-in page returns to after signing in. */
export interface SignInState {
  from?: string;
}

export function AdminPage({ title, permission = 'anyStaff', children }: AdminPageProps): JSX.Element {
  useInjectApi(adminApi);
  const session = useStaffSession();
  const location = useLocation();
  if (!session) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={ADMIN_PATHS.signIn} replace state={state} />;
  }
  return (
    <AdminLayout session={session} title={title}>
      {roleCan(session.staff.role, permission) ? (
        typeof children === 'function' ? (
          children(session)
        ) : (
          children
        )
      ) : (
        <div className="adm-refused" role="alert">
          <p>{ROLE_REFUSED_MESSAGE} Please ask the owner if you need this page.</p>
          <Link to={ADMIN_PATHS.home}>Back to the back office</Link>
        </div>
      )}
    </AdminLayout>
  );
}
