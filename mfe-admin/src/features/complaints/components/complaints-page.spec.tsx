// The complaints desk: the list oldest first with age, state and late flags in words, filtered by
// state; one complaint with its actions for owner and staff (support reads only); a refusal (409:
// someone acted first) shows the server's message; a resolution needs its note.
import { screen, waitFor, within } from '@testing-library/react';
import { GRIEVANCE_MESSAGES, type AdminGrievance } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

const complaint = (over: Partial<AdminGrievance> = {}): AdminGrievance => ({
  ticket: 'GRV-2026-000123',
  name: 'Asha Rao',
  email: 'asha@example.in',
  orderNumber: 'RMJ-ABCDE12345',
  subject: 'product-quality',
  description: 'The clasp broke on the second day.',
  state: 'new',
  createdAt: '2026-11-26T04:30:00.000Z',
  ageHours: 50,
  acknowledgementLate: true,
  resolutionLate: false,
  ...over,
});
const LATER = complaint({
  ticket: 'GRV-2026-000456',
  name: 'Ravi Kumar',
  subject: 'refund',
  state: 'acknowledged',
  ageHours: 5,
  acknowledgementLate: false,
  acknowledged: { at: '2026-11-28T05:00:00.000Z', by: 'staff@rmj.test' },
});

let net: FakeNetwork;
beforeEach(() => {
  sessionStorage.clear();
  net = installFakeNetwork();
});

it('lists complaints oldest first with age, state and late flags, and filters by state', async () => {
  signInAs('support');
  net.reply('GET /api/admin/grievances', { status: 200, json: { grievances: [complaint(), LATER] } });
  net.reply('GET /api/admin/grievances?state=acknowledged', { status: 200, json: { grievances: [LATER] } });
  const view = renderAdmin('/admin/complaints');
  expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
  const rows = (await screen.findAllByRole('row')).slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Asha Raoasha@example.in', 'Product quality', '2 days', 'New Acknowledgement late'],
    ['Ravi Kumarasha@example.in', 'Refund', '5 h', 'Acknowledged '],
  ]);
  expect(within(rows[0]).getByRole('link', { name: 'GRV-2026-000123' })).toHaveAttribute(
    'href',
    '/admin/complaints/GRV-2026-000123',
  );
  await view.user.selectOptions(screen.getByLabelText('State'), 'Acknowledged');
  // The list asked for that state only: the other complaint leaves once its answer is in (which
  // may already have happened, so this waits for its absence rather than for a removal).
  await waitFor(() => expect(screen.queryByText('Asha Rao')).not.toBeInTheDocument());
  expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  expect(view.location.current.search).toBe('?state=acknowledged');
});

it('acknowledges a complaint and shows who did it', async () => {
  signInAs('staff');
  net.reply('GET /api/admin/grievances/GRV-2026-000123', { status: 200, json: complaint() });
  net.reply('POST /api/admin/grievances/GRV-2026-000123/acknowledge', {
    status: 200,
    json: complaint({
      state: 'acknowledged',
      acknowledgementLate: false,
      acknowledged: { at: '2026-11-28T06:00:00.000Z', by: 'staff@rmj.test' },
    }),
  });
  const view = renderAdmin('/admin/complaints/GRV-2026-000123');
  expect(await screen.findByText('The clasp broke on the second day.')).toBeInTheDocument();
  expect(screen.getByText('Acknowledgement late')).toBeInTheDocument();
  await view.user.click(screen.getByRole('button', { name: 'Acknowledge' }));
  expect(await screen.findByText('Acknowledged. The customer has been e-mailed.')).toHaveAttribute('role', 'status');
  // The answer replaces the shown complaint: who acknowledged it, and no second button.
  expect(await screen.findByText('28 Nov 2026, 11:30 am by staff@rmj.test')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(1);
});

it('shows the refusal when someone acknowledged first', async () => {
  signInAs('owner');
  net.reply('GET /api/admin/grievances/GRV-2026-000123', { status: 200, json: complaint() });
  net.reply('POST /api/admin/grievances/GRV-2026-000123/acknowledge', {
    status: 409,
    json: { statusCode: 409, message: GRIEVANCE_MESSAGES.alreadyAcknowledged },
  });
  const view = renderAdmin('/admin/complaints/GRV-2026-000123');
  await view.user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(GRIEVANCE_MESSAGES.alreadyAcknowledged);
});

it('wants a note to resolve, then sends it', async () => {
  signInAs('owner');
  net.reply('POST /api/admin/grievances/GRV-2026-000456/resolve', {
    status: 200,
    json: { ...LATER, state: 'resolved', resolved: { at: LATER.createdAt, by: 'owner@rmj.test', note: 'Replaced.' } },
  });
  net.reply('GET /api/admin/grievances/GRV-2026-000456', { status: 200, json: LATER });
  const view = renderAdmin('/admin/complaints/GRV-2026-000456');
  await view.user.click(await screen.findByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText(GRIEVANCE_MESSAGES.note)).toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  await view.user.type(screen.getByLabelText('Resolution note'), 'Replaced.');
  await view.user.click(screen.getByRole('button', { name: 'Resolve' }));
  expect(await screen.findByText('Resolved. The customer has been e-mailed the note.')).toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ note: 'Replaced.' }]);
  // The answer replaces the shown complaint: its note, and no second Resolve.
  expect(await screen.findByRole('heading', { name: 'Resolution' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
});

it('lets support read a complaint but offers no actions', async () => {
  signInAs('support');
  net.reply('GET /api/admin/grievances/GRV-2026-000123', { status: 200, json: complaint() });
  renderAdmin('/admin/complaints/GRV-2026-000123');
  expect(await screen.findByText('The clasp broke on the second day.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Resolution note')).not.toBeInTheDocument();
});
