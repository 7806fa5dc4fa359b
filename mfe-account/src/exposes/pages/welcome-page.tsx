import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { accountApi } from '../../api/account-api';
import { WelcomeScreen } from '../../features/welcome/welcome-screen';

/** /welcome: the greeting after login, with Go to purchase, Logout and the recent orders. */
export function WelcomePage(): JSX.Element {
  useInjectApi(accountApi);
  return <WelcomeScreen />;
}
