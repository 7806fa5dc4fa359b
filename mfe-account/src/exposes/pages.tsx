// Public entry of mfe-account: the screens the shell routes to (/account and /welcome).
// Pages render inside the shell's store and router; they never create a Provider.
import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { accountApi } from '../api/account-api';
import { AccountScreen } from '../features/account/account-screen';
import { WelcomeScreen } from '../features/welcome/welcome-screen';

/** /account: login, create account, verify e-mail, reset password. */
export function AccountPage(): JSX.Element {
  useInjectApi(accountApi);
  return <AccountScreen />;
}

/** /welcome: the greeting after login, with Go to purchase and Logout. */
export function WelcomePage(): JSX.Element {
  useInjectApi(accountApi);
  return <WelcomeScreen />;
}
