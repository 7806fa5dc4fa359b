// Signing out: the server ends the session (staffLogout), then this tab forgets it, whatever the
// server answered (an ended session is signed out either way).
import { useCallback, useState } from 'react';
import { useNavigate } from '@rmj/router';
import { ADMIN_PATHS } from './admin-paths';
import { clearStaffSession } from './staff-session';

export function useSignOut(): { signOut: () => void; signingOut: boolean } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(() => {
    setSigningOut(true);
    // staffLogout is wired once its contract lands (packages/contracts/src/endpoints/staff.endpoints.ts).
    clearStaffSession();
    setSigningOut(false);
    navigate(ADMIN_PATHS.signIn, { replace: true });
  }, [navigate]);
  return { signOut, signingOut };
}
