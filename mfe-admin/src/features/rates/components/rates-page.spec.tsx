import { configure, screen, within } from '@testing-library/react';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import type { AdminRates } from '@rmj/contracts';
import { withDerivedRates } from '@rmj/pricing';
import { formatINR } from '@rmj/ui';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const RATES = '/api/admin/rates';
const current: AdminRates = {
  rates: [
    { key: 'gold-999', paisePerGram: 780_000, derived: false },
    { key: 'gold-916', paisePerGram: 715_000, derived: false },
    { key: 'silver-925', paisePerGram: 9_500, derived: false },
  ],
  setAt: '2026-11-28T04:30:00.000Z',
  setBy: 'owner@rmj.test',
  history: [
    {
      at: '2026-11-28T04:30:00.000Z',
      by: 'owner@rmj.test',
      rates: [
        { key: 'gold-999', paisePerGram: 780_000, derived: false },
        { key: 'gold-916', paisePerGram: 715_000, derived: false },
        { key: 'silver-925', paisePerGram: 9_500, derived: false },
      ],
    },
    {
      at: '2026-11-27T04:30:00.000Z',
      by: 'manager@rmj.test',
      rates: [{ key: 'gold-999', paisePerGram: 770_000, derived: false }],
    },
  ],
};

let seen: SeenRequest[];
beforeEach(() => {
  seen = installFakeFetch({
    [`GET ${RATES}`]: { body: current },
    // The screen's buy-back section (its own spec covers it).
    'GET /api/admin/old-gold/rates': { body: { rates: [], deductionBasisPoints: 0, setAt: null, setBy: null } },
    [`PUT ${RATES}`]: (request) => {
      const body = request.body as { rates: Record<string, number>; derived: string[] };
      const typed = Object.fromEntries(Object.entries(body.rates).map(([k, v]) => [k, Math.round(v * 100)]));
      const all = withDerivedRates(typed, body.derived as never);
      const rates = Object.entries(all).map(([key, paisePerGram]) => ({
        key,
        paisePerGram,
        derived: body.derived.includes(key),
      }));
      const at = '2026-11-29T04:00:00.000Z';
      return { body: { rates, setAt: at, setBy: 'owner@rmj.test', history: [{ at, by: 'owner@rmj.test', rates }] } };
    },
  });
});
afterEach(() => sessionStorage.clear());

describe("today's rates", () => {
  it('lets the owner derive 22K from 24K, shows what changes, and saves after the confirmation', async () => {
    signInAs('owner');
    const { user } = renderAdmin('/admin/rates');
    const gold = await screen.findByLabelText('Gold 24K (999)');
    expect(gold).toHaveValue(7800);
    expect(screen.getByText('Set by owner@rmj.test on 28 Nov 2026, 10:00 am.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Derive 22K from 24K (999)' }));
    await user.clear(gold);
    await user.type(gold, '7900');
    // 7,900 × 916 / 999 = 7,243.54…: rounded to the rupee as the service does.
    const expected = withDerivedRates({ 'gold-999': 790_000 }, ['gold-916'])['gold-916']!;
    expect(expected).toBe(724_400);
    expect(screen.getByTestId('derived-gold-916')).toHaveTextContent(
      `${formatINR(expected / 100)} a gram, derived from Gold 24K (999)`,
    );

    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    const confirm = screen.getByRole('group', { name: 'Set these rates?' });
    expect(within(confirm).getByText('Gold 24K (999): ₹7,800 a gram → ₹7,900 a gram')).toBeInTheDocument();
    expect(within(confirm).getByText('Gold 22K (916): ₹7,150 a gram → ₹7,244 a gram (derived)')).toBeInTheDocument();
    expect(requestsTo(seen, RATES).filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, set these rates' }));
    expect(await screen.findByText(/Rates saved/)).toBeInTheDocument();
    expect(requestsTo(seen, RATES).find((r) => r.method === 'PUT')?.body).toEqual({
      rates: { 'gold-999': 7900, 'silver-925': 95 },
      derived: ['gold-916'],
    });
    expect(await screen.findByText('Set by owner@rmj.test on 29 Nov 2026, 9:30 am.')).toBeInTheDocument();
  });

  it('says so when nothing changed, and asks for the 999 rate a derived one needs', async () => {
    signInAs('owner');
    const { user } = renderAdmin('/admin/rates');
    await screen.findByLabelText('Gold 24K (999)');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(screen.getByText('Nothing to change: these are the rates in force.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Derive sterling from silver (999)' }));
    expect(screen.getByTestId('derived-silver-925')).toHaveTextContent(
      'Derived from Silver (999), which has no rate yet',
    );
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByText('Enter the Silver (999) rate to derive this one from it.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Gold 14K (585)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(await screen.findByLabelText('Gold 14K (585)')).toHaveAccessibleDescription(
      expect.stringContaining('A rate may have at most two decimals (paise).'),
    );
    expect(requestsTo(seen, RATES).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it("shows the server's message beside the rate it is about", async () => {
    installFakeFetch({
      [`GET ${RATES}`]: { body: current },
      'GET /api/admin/old-gold/rates': { body: { rates: [], deductionBasisPoints: 0, setAt: null, setBy: null } },
      [`PUT ${RATES}`]: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'A rate must be at most ₹1,00,000 a gram.',
          issues: [{ field: 'rates.gold-750', message: 'A rate must be at most ₹1,00,000 a gram.' }],
        },
      },
    });
    signInAs('owner');
    const { user } = renderAdmin('/admin/rates');
    await user.type(await screen.findByLabelText('Gold 18K (750)'), '5900');
    await user.click(screen.getByRole('button', { name: 'Save rates' }));
    await user.click(screen.getByRole('button', { name: 'Yes, set these rates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the rates marked below.');
    expect(screen.getByLabelText('Gold 18K (750)')).toHaveAccessibleDescription(
      expect.stringContaining('A rate must be at most ₹1,00,000 a gram.'),
    );
  });

  it('shows staff the rates read-only with the reason, and the history newest first', async () => {
    signInAs('staff');
    renderAdmin('/admin/rates');
    expect(await screen.findByLabelText('Gold 24K (999)')).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent("Only the owner sets today's rates");
    expect(screen.queryByRole('button', { name: 'Save rates' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Rates' })).toHaveAttribute('href', '/admin/rates');

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('28 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Gold 22K (916): ₹7,150 a gram')).toBeInTheDocument();
    expect(within(rows[1]).getByText('manager@rmj.test')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Gold 24K (999): ₹7,700 a gram')).toBeInTheDocument();
  });

  it('tells support before any rate is set that pieces by weight cannot be bought yet', async () => {
    installFakeFetch({ [`GET ${RATES}`]: { body: { rates: [], setAt: null, setBy: null, history: [] } } });
    signInAs('support');
    renderAdmin('/admin/rates');
    expect(await screen.findByText(/No rates set yet/)).toBeInTheDocument();
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
  });
});
