// The 'Buy-back rates' section of the rates screen: the owner sets the rate per purity and the
// deduction; other roles read them; a wrong figure is refused with the contract's words.
import { configure, screen, within } from '@testing-library/react';
import { OLD_GOLD_MESSAGES, type AdminBuyback } from '@rmj/contracts';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

configure({ asyncUtilTimeout: 5000 });

const BUYBACK = '/api/admin/old-gold/rates';
const current: AdminBuyback = {
  rates: [{ purity: 'gold-916', paisePerGram: 650_000 }],
  deductionBasisPoints: 250,
  setAt: '2026-11-28T04:30:00.000Z',
  setBy: 'owner@rmj.test',
};

let seen: SeenRequest[];
beforeEach(() => {
  seen = installFakeFetch({
    'GET /api/admin/rates': { body: { rates: [], setAt: null, setBy: null, history: [] } },
    [`GET ${BUYBACK}`]: { body: current },
    [`PUT ${BUYBACK}`]: (request) => {
      const body = request.body as { rates: Record<string, number>; deductionPercent: number };
      return {
        body: {
          rates: Object.entries(body.rates).map(([purity, rupees]) => ({ purity, paisePerGram: rupees * 100 })),
          deductionBasisPoints: body.deductionPercent * 100,
          setAt: '2026-11-29T04:00:00.000Z',
          setBy: 'owner@rmj.test',
        },
      };
    },
  });
});
afterEach(() => sessionStorage.clear());

it('lets the owner set buy-back rates and the deduction', async () => {
  signInAs('owner');
  const { user } = renderAdmin('/admin/rates');
  const section = await screen.findByRole('region', { name: 'Buy-back rates' });
  const gold = await within(section).findByLabelText('Buy-back Gold 22K (916) (₹ a gram)');
  expect(gold).toHaveValue('6500');
  expect(within(section).getByLabelText('Deduction (%)')).toHaveValue('2.5');
  await user.type(within(section).getByLabelText('Buy-back Silver sterling (925) (₹ a gram)'), '80');
  await user.clear(within(section).getByLabelText('Deduction (%)'));
  await user.type(within(section).getByLabelText('Deduction (%)'), '3');
  await user.click(within(section).getByRole('button', { name: 'Save buy-back rates' }));
  expect(
    await within(section).findByText('Buy-back rates set by owner@rmj.test on 29 Nov 2026, 9:30 am.'),
  ).toBeInTheDocument();
  const [sent] = requestsTo(seen, BUYBACK).filter((r) => r.method === 'PUT');
  expect(sent!.body).toEqual({ rates: { 'gold-916': 6500, 'silver-925': 80 }, deductionPercent: 3 });
});

it('refuses a deduction over 50% with its message and sends nothing', async () => {
  signInAs('owner');
  const { user } = renderAdmin('/admin/rates');
  const section = await screen.findByRole('region', { name: 'Buy-back rates' });
  const deduction = await within(section).findByLabelText('Deduction (%)');
  await user.clear(deduction);
  await user.type(deduction, '60');
  await user.click(within(section).getByRole('button', { name: 'Save buy-back rates' }));
  expect(deduction).toHaveAccessibleDescription(OLD_GOLD_MESSAGES.deduction);
  expect(deduction).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(seen, BUYBACK).filter((r) => r.method === 'PUT')).toHaveLength(0);
});

it('shows a wrong rate beside its purity, keeps what was typed and clears it once corrected', async () => {
  signInAs('owner');
  const { user } = renderAdmin('/admin/rates');
  const section = await screen.findByRole('region', { name: 'Buy-back rates' });
  const silver = await within(section).findByLabelText('Buy-back Silver sterling (925) (₹ a gram)');
  await user.type(silver, '80.555');
  await user.click(within(section).getByRole('button', { name: 'Save buy-back rates' }));
  expect(silver).toHaveAccessibleDescription(OLD_GOLD_MESSAGES.rate);
  expect(silver).toHaveValue('80.555');
  expect(within(section).getByLabelText('Buy-back Gold 22K (916) (₹ a gram)')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(requestsTo(seen, BUYBACK).filter((r) => r.method === 'PUT')).toHaveLength(0);
  await user.clear(silver);
  await user.type(silver, '80.5');
  await user.click(within(section).getByRole('button', { name: 'Save buy-back rates' }));
  expect(
    await within(section).findByText('Buy-back rates saved. The old-gold page shows them now.'),
  ).toBeInTheDocument();
  expect(silver).not.toHaveAttribute('aria-invalid', 'true');
});

it('shows staff the buy-back rates to read, without a form', async () => {
  signInAs('staff');
  renderAdmin('/admin/rates');
  const section = await screen.findByRole('region', { name: 'Buy-back rates' });
  expect(await within(section).findByText('₹6,500 a gram')).toBeInTheDocument();
  expect(within(section).getByText('2.5%')).toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});
