// The old-gold requests: newest first with the customer's details and estimate; owner and staff
// mark a request contacted or closed with a note, support only reads; a refusal shows the server's words.
import { configure, screen, within } from '@testing-library/react';
import { OLD_GOLD_MESSAGES, type AdminOldGoldRequest } from '@rmj/contracts';
import { installFakeFetch, requestsTo, type FakeAnswer } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

configure({ asyncUtilTimeout: 5000 });

const LIST = '/api/admin/old-gold/requests';
const request = (over: Partial<AdminOldGoldRequest> = {}): AdminOldGoldRequest => ({
  id: 'a'.repeat(24),
  name: 'Meena Raman',
  phone: '9876543210',
  email: 'meena@example.com',
  purity: 'gold-916',
  weightMg: 10_500,
  contactBy: 'visit',
  preferredTime: 'Saturday morning',
  estimate: {
    purity: 'gold-916',
    weightMg: 10_500,
    ratePaisePerGram: 650_000,
    metalValuePaise: 6_825_000,
    deductionBasisPoints: 250,
    deductionPaise: 170_625,
    roundOffPaise: 25,
    estimateRupees: 66_544,
  },
  state: 'new',
  createdAt: '2026-11-30T04:30:00.000Z',
  actions: [],
  ...over,
});
const page = (requests: AdminOldGoldRequest[]) => ({
  body: { requests, total: requests.length, page: 1, pageSize: 20 },
});

afterEach(() => sessionStorage.clear());

it('lists requests with the customer’s details, what they bring and the estimate they saw', async () => {
  installFakeFetch({ [`GET ${LIST}`]: page([request()]) });
  signInAs('support');
  renderAdmin('/admin/old-gold');
  expect(await screen.findByRole('heading', { level: 1, name: 'Old gold' })).toBeInTheDocument();
  const [, row] = await screen.findAllByRole('row');
  expect(within(row!).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
  expect(row).toHaveTextContent('10.5 g Gold 22K (916)');
  expect(row).toHaveTextContent('Estimate ₹66,544');
  expect(row).toHaveTextContent('I will visit the store (Saturday morning)');
  // Support reads only.
  expect(within(row!).queryByRole('button')).not.toBeInTheDocument();
});

it('lets staff mark a request contacted with a note', async () => {
  let moved = false;
  const seen = installFakeFetch({
    [`GET ${LIST}`]: (): FakeAnswer =>
      page([
        moved
          ? request({
              state: 'contacted',
              actions: [
                { state: 'contacted', at: '2026-11-30T05:00:00.000Z', by: 'staff@rmj.test', note: 'Coming Sat' },
              ],
            })
          : request(),
      ]),
    [`POST ${LIST}/${'a'.repeat(24)}/state`]: (): FakeAnswer => {
      moved = true;
      return { body: request({ state: 'contacted' }) };
    },
  });
  signInAs('staff');
  const { user } = renderAdmin('/admin/old-gold');
  await user.click(await screen.findByRole('button', { name: 'Mark contacted' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(OLD_GOLD_MESSAGES.staffNote);
  await user.type(screen.getByLabelText('Note for Meena Raman'), 'Coming Sat');
  await user.click(screen.getByRole('button', { name: 'Mark contacted' }));
  expect(await screen.findByText('Contacted by staff@rmj.test: Coming Sat')).toBeInTheDocument();
  const [sent] = requestsTo(seen, `${LIST}/${'a'.repeat(24)}/state`);
  expect(sent!.body).toEqual({ state: 'contacted', note: 'Coming Sat' });
  expect(screen.getByRole('button', { name: 'Mark closed' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark contacted' })).not.toBeInTheDocument();
});

it('says so when there are no requests yet', async () => {
  installFakeFetch({ [`GET ${LIST}`]: page([]) });
  signInAs('owner');
  renderAdmin('/admin/old-gold');
  expect(await screen.findByText('No old-gold requests yet.')).toBeInTheDocument();
});
