// /welcome's "Delete my account": what is erased and kept, a labelled confirmation dialog whose
// button enables only once the account's e-mail is typed, Escape and Cancel close it, a refusal is
// shown in it, and success signs the shopper out and sends them home with the notice flagged.
import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_DELETED_KEY, openOrdersMessage, readSession } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderPages } from '../../../testing/render-account';

const account = {
  success: true,
  profile: { name: 'Anjali Rao', email: 'anjali@example.in', phone: '9876543210' },
  addresses: [],
};

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('firstName', 'Anjali');
  net = installFakeNetwork();
  net.reply('GET /api/orders/mine', { status: 200, json: { success: true, orders: [] } });
  net.reply('GET /api/account/addresses', { status: 200, json: account });
});

async function openDialog() {
  const rendered = renderPages('/welcome');
  const section = await screen.findByRole('region', { name: 'Delete my account' });
  await rendered.user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...rendered, dialog };
}

it('says what is erased and what is kept, and why', async () => {
  renderPages('/welcome');
  const section = await screen.findByRole('region', { name: 'Delete my account' });
  expect(section).toHaveTextContent('your saved addresses');
  expect(section).toHaveTextContent('your login sessions on every device');
  expect(section).toHaveTextContent('the files you uploaded');
  expect(section).toHaveTextContent('your name, e-mail, phone and address on your past orders');
  expect(section).toHaveTextContent('GST law requires us to keep tax invoices for 8 years');
  expect(section).toHaveTextContent('amounts, invoice numbers and state of supply stay');
});

it('keeps the delete button disabled until the account’s e-mail is typed', async () => {
  const { user, dialog } = await openDialog();
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });
  const input = within(dialog).getByLabelText('E-mail address of this account');
  expect(input).toHaveFocus();
  expect(confirm).toBeDisabled();
  await waitFor(() => expect(net.sent.some((r) => r.path === '/api/account/addresses')).toBe(true));
  await user.type(input, 'someone@example.in');
  expect(confirm).toBeDisabled();
  await user.clear(input);
  await user.type(input, ' Anjali@Example.in');
  await waitFor(() => expect(confirm).toBeEnabled());
  expect(net.sent.some((r) => r.method === 'DELETE')).toBe(false);
});

it('closes on Escape and on Cancel without deleting anything', async () => {
  const { user, dialog } = await openDialog();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(dialog.isConnected).toBe(false);
  const section = screen.getByRole('region', { name: 'Delete my account' });
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(net.sent.some((r) => r.method === 'DELETE')).toBe(false);
  expect(readSession()).not.toBeNull();
});

it('shows the refusal in the dialog and keeps the shopper signed in', async () => {
  const message = openOrdersMessage(['RMJ-7K3M9Q2X4P']);
  net.reply('DELETE /api/account', { status: 409, json: { statusCode: 409, message } });
  const { user, dialog } = await openDialog();
  await user.type(within(dialog).getByLabelText('E-mail address of this account'), 'anjali@example.in');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(readSession()).not.toBeNull();
  expect(screen.getByTestId('current-path')).toHaveTextContent('/welcome');
});

it('signs the shopper out and sends them home once the account is deleted', async () => {
  net.reply('DELETE /api/account', {
    status: 200,
    json: { success: true, message: 'Your account has been deleted.' },
  });
  const { user, dialog } = await openDialog();
  await user.type(within(dialog).getByLabelText('E-mail address of this account'), 'anjali@example.in');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  const sent = net.sent.find((r) => r.method === 'DELETE')!;
  expect(sent).toMatchObject({
    path: '/api/account',
    body: { email: 'anjali@example.in' },
    authorization: 'Bearer tok',
  });
  expect(readSession()).toBeNull();
  expect(sessionStorage.getItem(ACCOUNT_DELETED_KEY)).toBe('1');
});
