// Signing out: the server ends the session (staffLogout), then this tab forgets it whatever the
// server answered (an ended session is signed out either way), and the sign-in page says so.
import { useCallback } from 'react';
import { useNavigate } from '@rmj/router';
import { ADMIN_PATHS } from './admin-paths';
import { clearStaffSession } from './staff-session';
import { useStaffLogoutMutation } from './staff-logout';

export function useSignOut(): { signOut: () => void; signingOut: boolean } {
  const navigate = useNavigate();
  const [logout, { isLoading }] = useStaffLogoutMutation();
  const signOut = useCallback(() => {
    void logout()
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        clearStaffSession('signedOut');
        navigate(ADMIN_PATHS.signIn, { replace: true });
      });
  }, [logout, navigate]);
  return { signOut, signingOut: isLoading };
}
