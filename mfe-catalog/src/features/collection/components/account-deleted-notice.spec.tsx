import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DELETED_KEY, ACCOUNT_DELETED_NOTICE, endDeletedAccount } from '@rmj/contracts';
import { words } from '../../../i18n';
import { AccountDeletedNotice } from './account-deleted-notice';

// The notice sits on the home page, inside the page's words.
const Notice = () => (
  <words.Provider>
    <AccountDeletedNotice />
  </words.Provider>
);

beforeEach(() => sessionStorage.clear());

it('says once, after the account was deleted, that it is gone and the shopper signed out', async () => {
  endDeletedAccount();
  const { unmount } = render(<Notice />);
  expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_DELETED_NOTICE);
  expect(sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('status')).toBeNull();
  unmount();
  render(<Notice />);
  expect(screen.queryByRole('status')).toBeNull();
});
