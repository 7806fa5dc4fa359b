// /admin/audit (owner): identity's and the catalogue's trails as one, newest first, filtered by
// area and by who, each change shown as before and after.
import { screen, within } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import type { StaffAuditEntry } from '@rmj/contracts';
import { renderAdmin, signInAs, testStaff } from '../../../testing/render-admin';

const owner = { id: 'staff-owner', email: 'owner@rmj.test', role: 'owner' as const };
const priceChange: StaffAuditEntry = {
  id: 'c1',
  at: '2026-11-25T09:00:00.000Z',
  area: 'catalogue',
  actor: owner,
  action: 'product.price_changed',
  target: { type: 'product', id: 'p1', label: 'Silver couple rings' },
  before: { price: 2499 },
  after: { price: 2199 },
};
const invited: StaffAuditEntry = {
  id: 's1',
  at: '2026-11-25T10:00:00.000Z',
  area: 'staff',
  actor: owner,
  action: 'staff.invited',
  target: { type: 'staff', id: 'x', label: 'kavya@rmj.test' },
  after: { role: 'staff' },
};
const setUp: StaffAuditEntry = {
  id: 's0',
  at: '2026-11-20T10:00:00.000Z',
  area: 'staff',
  action: 'owner.setup_code_sent',
};

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
  net.reply('GET /api/admin/staff', { status: 200, json: { staff: [testStaff('owner')], invitations: [] } });
});

const headings = () =>
  within(screen.getByRole('list', { name: 'Audit entries' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.adm-audit-what')?.textContent);

it('merges both trails newest first, with who, what and the values before and after', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff/audit?limit=50', { status: 200, json: { entries: [invited, setUp] } });
  net.reply('GET /api/admin/catalogue/audit?limit=50', { status: 200, json: { entries: [priceChange] } });
  renderAdmin('/admin/audit');
  await screen.findByRole('list', { name: 'Audit entries' });
  expect(headings()).toEqual([
    'Staff invited · kavya@rmj.test',
    'Product price changed · Silver couple rings',
    'Owner setup code sent',
  ]);
  const price = screen.getByText('Product price changed').closest('li')!;
  expect(price).toHaveTextContent('By owner@rmj.test (Owner)');
  expect(within(price).getByRole('row', { name: 'Price 2,499 2,199' })).toBeInTheDocument();
  expect(screen.getByText('Owner setup code sent').closest('li')).toHaveTextContent('By the shop itself');
});

it('filters by area and by who, asking only the trails it shows', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/staff/audit?limit=50', { status: 200, json: { entries: [invited, setUp] } });
  net.reply('GET /api/admin/catalogue/audit?limit=50', { status: 200, json: { entries: [priceChange] } });
  net.reply('GET /api/admin/catalogue/audit?actorId=staff-owner&limit=50', {
    status: 200,
    json: { entries: [priceChange] },
  });
  const view = renderAdmin('/admin/audit');
  await screen.findByRole('list', { name: 'Audit entries' });
  await view.user.selectOptions(screen.getByLabelText('Area'), 'catalogue');
  await view.user.selectOptions(screen.getByLabelText('Who'), 'Meena Raman');
  expect(await screen.findByText('Product price changed')).toBeInTheDocument();
  expect(headings()).toEqual(['Product price changed · Silver couple rings']);
  expect(net.sent.map((r) => r.path)).not.toContain('/api/admin/staff/audit?actorId=staff-owner&limit=50');
});

it('is for the owner only', async () => {
  signInAs('staff');
  renderAdmin('/admin/audit');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  expect(net.sent).toEqual([]);
});
