// /admin/settings (owner): the values load with their version, errors show beside their fields and
// nothing is sent, a save says so, a save over someone else's is refused with a Reload, notice
// recipients are ticked from the active team; hidden from other roles.
import { screen, within } from '@testing-library/react';
import { SHOP_SETTINGS_MESSAGES } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderAdmin, signInAs, testStaff } from '../../../testing/render-admin';

const RECORD = { settings: SHOP_SETTINGS_FIXTURE, version: 3 };
const TEAM = {
  staff: [testStaff('owner'), testStaff('staff', { id: 'st-2', email: 'arjun@rmj.test', name: 'Arjun Iyer' })],
  invitations: [],
};

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

const puts = () => net.sent.filter((r) => r.method === 'PUT');

it('shows a wrong GSTIN beside the field and sends nothing', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/settings', { status: 200, json: RECORD });
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  const view = renderAdmin('/admin/settings');
  const gstin = await screen.findByLabelText('GSTIN');
  await view.user.clear(gstin);
  await view.user.type(gstin, '33ABCDE1234F1Z8');
  await view.user.clear(screen.getByLabelText('PIN code'));
  await view.user.type(screen.getByLabelText('PIN code'), '6246');
  await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('GSTIN has a wrong check character (a typo?)')).toBeInTheDocument();
  expect(screen.getByText(SHOP_SETTINGS_MESSAGES.pin)).toBeInTheDocument();
  expect(gstin).toHaveAttribute('aria-invalid', 'true');
  expect(puts()).toEqual([]);
});

it('saves the WhatsApp number and a notice recipient on the version read, and says so', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/settings', { status: 200, json: RECORD });
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  const saved = { ...SHOP_SETTINGS_FIXTURE, whatsapp: '+91 98765 43210', noticeRecipients: ['arjun@rmj.test'] };
  net.reply('PUT /api/admin/settings', { status: 200, json: { settings: saved, version: 4 } });
  const view = renderAdmin('/admin/settings');
  const whatsapp = await screen.findByLabelText('WhatsApp number');
  await view.user.clear(whatsapp);
  await view.user.type(whatsapp, '+91 98765 43210');
  const notices = screen.getByRole('group', { name: 'Staff who receive notices' });
  await view.user.click(await within(notices).findByRole('checkbox', { name: 'Arjun Iyer (arjun@rmj.test)' }));
  await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toHaveAttribute('role', 'status');
  expect(puts()[0].body).toEqual({ settings: saved, version: 3 });
});

it("saves the grievance officer's name, e-mail and phone, and shows a wrong e-mail beside its field", async () => {
  signInAs('owner');
  net.reply('GET /api/admin/settings', { status: 200, json: RECORD });
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  const officer = { name: 'Meena Raj', email: 'grievance@rmj.in', phone: '+91 98765 43210' };
  const saved = { ...SHOP_SETTINGS_FIXTURE, grievanceOfficer: officer };
  net.reply('PUT /api/admin/settings', { status: 200, json: { settings: saved, version: 4 } });
  const view = renderAdmin('/admin/settings');
  const group = await screen.findByRole('group', { name: 'Grievance officer' });
  const fill = async (label: string, value: string) => {
    const input = within(group).getByLabelText(label);
    await view.user.clear(input);
    await view.user.type(input, value);
  };
  expect(within(group).getByLabelText("Officer's e-mail")).toHaveValue(SHOP_SETTINGS_FIXTURE.email);
  await fill("Officer's name", officer.name);
  await fill("Officer's e-mail", 'meena');
  await fill("Officer's phone", officer.phone);
  await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.grievanceOfficerEmail)).toBeInTheDocument();
  expect(puts()).toEqual([]);
  await fill("Officer's e-mail", officer.email);
  await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
  expect(puts()[0].body).toEqual({ settings: saved, version: 3 });
});

it('saves the cash-on-delivery limit in whole rupees, and refuses a negative one beside its field', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/settings', { status: 200, json: RECORD });
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  const saved = { ...SHOP_SETTINGS_FIXTURE, codLimitRupees: 15000 };
  net.reply('PUT /api/admin/settings', { status: 200, json: { settings: saved, version: 4 } });
  const view = renderAdmin('/admin/settings');
  const limit = await screen.findByLabelText('Cash on delivery up to (₹)');
  expect(limit).toHaveValue(null);
  await view.user.type(limit, '-5');
  await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.codLimit)).toBeInTheDocument();
  expect(puts()).toEqual([]);
  await view.user.clear(limit);
  await view.user.type(limit, '15000');
  await view.user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(SHOP_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
  expect(puts()[0].body).toEqual({ settings: saved, version: 3 });
});

it("refuses a save over someone else's and offers to reload their values", async () => {
  signInAs('owner');
  net.reply('GET /api/admin/settings', { status: 200, json: RECORD });
  net.reply('GET /api/admin/staff', { status: 200, json: TEAM });
  net.reply('PUT /api/admin/settings', {
    status: 409,
    json: { statusCode: 409, message: SHOP_SETTINGS_MESSAGES.conflict },
  });
  const view = renderAdmin('/admin/settings');
  await view.user.click(await screen.findByRole('button', { name: 'Save settings' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(SHOP_SETTINGS_MESSAGES.conflict);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

it.each(['staff', 'support'] as const)('is hidden from %s: no Settings link, and the page explains', async (role) => {
  signInAs(role);
  renderAdmin('/admin/settings');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  expect(net.sent).toEqual([]);
});
