// /admin/staff (owner): the team, invitations, inviting, changing a role and turning access off;
// hidden from a role that cannot manage staff.
import { screen, within } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderAdmin, signInAs, testStaff } from '../../../testing/render-admin';

const arjun = testStaff('staff', { id: 'staff-2', lastSignInAt: '2026-11-25T08:30:00.000Z' });
const TEAM = {
  staff: [testStaff('owner'), arjun],
  invitations: [
    {
      id: 'inv-1',
      email: 'divya@rmj.test',
      name: 'Divya Nair',
      role: 'support',
      invitedAt: '2026-11-24T10:00:00.000Z',
      expiresAt: '2026-11-27T10:00:00.000Z',
      expired: false,
      invitedBy: 'owner@rmj.test',
    },
  ],
};

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

it('lists the team and the invitations, and invites someone', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  net.reply('POST /api/admin/staff/invitations', {
    status: 201,
    json: { ...TEAM.invitations[0], id: 'inv-2', email: 'kavya@rmj.test', name: 'Kavya Menon', role: 'staff' },
  });
  const view = renderAdmin('/admin/staff');
  const team = await screen.findByRole('table', { name: 'Team' });
  expect(within(team).getByRole('rowheader', { name: 'Meena Raman (you)' })).toBeInTheDocument();
  expect(within(team).getByRole('combobox', { name: 'Role of Arjun Iyer' })).toHaveValue('staff');
  expect(within(team).getByText('25 Nov 2026, 2:00 pm')).toBeInTheDocument();
  expect(screen.getByText(/Divya Nair/).closest('li')).toHaveTextContent(
    'Divya Nair (divya@rmj.test), Support: sent 24 Nov 2026, 3:30 pm, the code works until 27 Nov 2026, 3:30 pm',
  );

  await view.user.type(screen.getByLabelText('E-mail'), 'kavya@rmj.test');
  await view.user.type(screen.getByLabelText('Name'), 'Kavya Menon');
  await view.user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Invitation sent to kavya@rmj.test.')).toHaveAttribute('role', 'status');
  expect(net.sent.find((r) => r.method === 'POST')?.body).toEqual({
    email: 'kavya@rmj.test',
    name: 'Kavya Menon',
    role: 'staff',
  });
});

it("changes a member's role and turns their access off after a second click naming them", async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  net.reply('PATCH /api/admin/staff/staff-2', { status: 200, json: { ...arjun, role: 'support' } });
  const view = renderAdmin('/admin/staff');
  await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Arjun Iyer' }), 'support');
  expect(await screen.findByText('Arjun Iyer is now Support.')).toBeInTheDocument();

  const row = screen.getByRole('rowheader', { name: 'Arjun Iyer' }).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: 'Turn access off' }));
  await view.user.click(within(row).getByRole('button', { name: 'Turn off access for Arjun Iyer' }));
  expect(await screen.findByText('Arjun Iyer can no longer sign in.')).toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
    { role: 'support' },
    { active: false },
  ]);
});

it('withdraws an invitation after a second click naming the invitee, and the list no longer shows it', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  net.reply('GET /api/admin/staff', { status: 200, json: { ...TEAM, invitations: [] } });
  net.reply('DELETE /api/admin/staff/invitations/inv-1', { status: 200, json: { ...TEAM, invitations: [] } });
  const view = renderAdmin('/admin/staff');
  const item = (await screen.findByText(/Divya Nair/)).closest('li')!;
  await view.user.click(within(item).getByRole('button', { name: 'Withdraw' }));
  await view.user.click(within(item).getByRole('button', { name: 'Keep it' }));
  expect(net.sent.filter((r) => r.method === 'DELETE')).toEqual([]);

  await view.user.click(within(item).getByRole('button', { name: 'Withdraw' }));
  await view.user.click(within(item).getByRole('button', { name: 'Withdraw the invitation to Divya Nair' }));
  expect(await screen.findByText('The invitation to divya@rmj.test was withdrawn.')).toBeInTheDocument();
  expect(await screen.findByText('No invitations are waiting.')).toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
});

it("shows the server's refusal (the last owner cannot lose the role)", async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  net.reply('PATCH /api/admin/staff/staff-owner', {
    status: 409,
    json: { message: 'The shop needs at least one active owner. Make someone else an owner first.' },
  });
  const view = renderAdmin('/admin/staff');
  await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Meena Raman' }), 'staff');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The shop needs at least one active owner. Make someone else an owner first.',
  );
});

it.each(['staff', 'support'] as const)('is hidden from %s: no Staff link, and the page explains', async (role) => {
  signInAs(role);
  renderAdmin('/admin/staff');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  expect(net.sent).toEqual([]);
});
