import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { accountApi } from '../../api/account-api';
import { AccountScreen } from '../../features/account/account-screen';

/** /account: login, create account, verify e-mail, reset password. */
export function AccountPage(): JSX.Element {
  useInjectApi(accountApi);
  return <AccountScreen />;
}
