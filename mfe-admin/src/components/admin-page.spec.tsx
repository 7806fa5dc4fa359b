// The signed-in frame: a session the server ended returns to sign-in with a kind explanation and
// back to the page afterwards; signing out ends the session on the server too.
import { screen, within } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { STAFF_SESSION_KEY } from '../lib/staff-session';
import { renderAdmin, signInAs, TEST_STAFF_TOKEN, testStaff } from '../testing/render-admin';

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

it('returns to sign-in when the server ends the session (30 minutes idle), then back to the page', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff', { status: 401, json: { message: 'Your session has ended.' } });
  const view = renderAdmin('/admin/staff');
  expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(view.location.current.pathname).toBe('/admin/sign-in');
  expect(net.sent[0].authorization).toBe(`Bearer ${TEST_STAFF_TOKEN}`);
  expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();

  net.reply('POST /api/admin/auth/login', { status: 200, json: { step: 'totp', challengeToken: 'c'.repeat(24) } });
  net.reply('POST /api/admin/auth/login/verify', {
    status: 200,
    json: { token: 'staff-token-2', staff: testStaff('owner'), recoveryCodesLeft: 10 },
  });
  net.replyOnly('GET /api/admin/staff', { status: 200, json: { staff: [testStaff('owner')], invitations: [] } });
  await view.user.type(screen.getByLabelText('E-mail'), 'owner@rmj.test');
  await view.user.type(screen.getByLabelText('Password'), 'silver and gold 24');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await view.user.type(await screen.findByLabelText('6-digit code from your authenticator app'), '123456');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
  expect(view.location.current.pathname).toBe('/admin/staff');
  expect(net.sent.at(-1)?.authorization).toBe('Bearer staff-token-2');
});

it('signs out: the server ends the session, this tab forgets it and says so', async () => {
  signInAs('staff');
  net.reply('POST /api/admin/auth/logout', {
    status: 200,
    json: { success: true, message: 'You have been signed out.' },
  });
  const view = renderAdmin('/admin');
  await view.user.click(await screen.findByRole('button', { name: 'Sign out' }));
  expect(await screen.findByRole('status')).toHaveTextContent('You have been signed out.');
  expect(view.location.current.pathname).toBe('/admin/sign-in');
  // The landing page also reads the order counts (a GET); signing out is the one POST.
  expect(net.sent.filter((request) => request.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/admin/auth/logout', body: undefined, authorization: `Bearer ${TEST_STAFF_TOKEN}` },
  ]);
  expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
});

it('collapses the navigation behind a Menu button (narrow screens) that says whether it is open', async () => {
  signInAs('owner');
  const view = renderAdmin('/admin');
  const menu = await screen.findByRole('button', { name: 'Back office menu' });
  expect(menu).toHaveTextContent('Menu');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await view.user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('navigation', { name: 'Back office' })).toHaveClass('adm-nav--open');
});

it("frames every staff page with the shop's name, who is signed in and their role, the sections and Sign out", async () => {
  signInAs('owner');
  renderAdmin('/admin');
  const header = await screen.findByRole('banner');
  expect(within(header).getByRole('link', { name: 'RMJ Jewellers Back office' })).toHaveAttribute('href', '/admin');
  expect(within(header).getByText(testStaff('owner').name)).toBeInTheDocument();
  expect(within(header).getByText('Owner')).toBeInTheDocument();
  const nav = within(header).getByRole('navigation', { name: 'Back office' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(expect.arrayContaining(['Orders', 'Catalogue', 'Staff', 'Audit']));
  expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
});
