// The end of every way in (sign-in, set-up): the staff session is stored and the page the member
// was sent away from (or the landing page) opens.
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@rmj/router';
import type { StaffMember } from '@rmj/contracts';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { saveStaffSession } from '../../../lib/staff-session';

/** Where to go after signing in: the page asked for, only when it is a back-office page. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/admin(\/|\?|$)/.test(from) && !from.startsWith(ADMIN_PATHS.signIn)
    ? from
    : ADMIN_PATHS.home;
}

export function useFinishSignIn(): (session: { token: string; staff: StaffMember }) => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    ({ token, staff }) => {
      saveStaffSession({ token, staff });
      navigate(returnPath(state), { replace: true });
    },
    [navigate, state],
  );
}
