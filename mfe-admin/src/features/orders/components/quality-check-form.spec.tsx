import { configure, screen, waitFor, within } from '@testing-library/react';
import { requestsTo } from '@rmj/web-testing';
import { huidTakenMessage, qualityCheckMessages, type AdminOrder, type PricedLine } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER } from '../testing/admin-orders';

configure({ asyncUtilTimeout: 5000 });

const ORDER = `/api/admin/orders/${ORDER_NUMBER}`;
const MOVES = `${ORDER}/moves`;
const PAGE = `/admin/orders/${ORDER_NUMBER}`;

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

/** A 20 g 22K bangle priced by weight, hallmarked, two pieces made to order (no HUID yet). */
const bangle: PricedLine = {
  productId: 'p3',
  name: 'Gold Bangle',
  price: 130_000,
  quantity: 2,
  total: 260_000,
  image: '',
  make: { metal: 'Gold', fineness: 916, gram: 20 },
  pricingRecord: {
    breakup: {
      pricing: 'by-weight',
      purity: '22K916',
      rateKey: 'gold-916',
      netWeightMg: 20_000,
      grossWeightMg: 20_000,
      ratePaisePerGram: 650_000,
      metalValue: 13_000_000,
      making: { charge: { kind: 'fixed', paise: 0 }, amount: 0 },
      discount: { on: 'making', amount: 0 },
      stones: [],
      stonesValue: 0,
      hallmarking: 0,
      taxable: 13_000_000,
      gst: 0,
      roundOff: 0,
      total: 13_000_000,
      totalBeforeDiscount: 13_000_000,
    },
    rateSetAt: '2026-11-29T04:30:00.000Z',
    huids: [],
  },
};

const inWorkshop = (overrides: Partial<AdminOrder> = {}) =>
  adminOrder({
    status: 'In workshop',
    nextStates: ['Quality check'],
    lines: [bangle],
    pan: 'XXXXX1234F',
    ...overrides,
  });

async function openForm(role: 'staff' | 'owner', answers: Parameters<typeof installOrdersNetwork>[0] = {}) {
  const seen = installOrdersNetwork({ [`GET ${ORDER}`]: { body: inWorkshop() }, ...answers });
  signInAs(role);
  const rendered = renderAdmin(PAGE);
  await rendered.user.click(await screen.findByRole('button', { name: 'Quality check' }));
  const form = screen.getByRole('form', { name: 'Quality check' });
  return { ...rendered, seen, form };
}

describe('the Quality check dialog', () => {
  it('shows the masked PAN and that the HUIDs come at Quality check', async () => {
    installOrdersNetwork({ [`GET ${ORDER}`]: { body: inWorkshop() } });
    signInAs('support');
    renderAdmin(PAGE);
    expect(await screen.findByText('XXXXX1234F')).toBeInTheDocument();
    expect(screen.getByText('Given at Quality check')).toBeInTheDocument();
    expect(screen.getByText('20.000 g net, 22K916')).toBeInTheDocument();
  });

  it('asks each piece’s HUID and weight, with messages beside the fields', async () => {
    const { user, form, seen } = await openForm('staff');
    await waitFor(() => expect(within(form).getByLabelText('HUID of Gold Bangle, piece 1')).toHaveFocus());
    expect(within(form).queryByLabelText(/Reason/)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 1'), 'ab12');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 2 (g)'), '19.5');
    await user.click(within(form).getByRole('button', { name: 'Move to Quality check' }));
    expect(
      await within(form).findAllByText('A HUID is 6 letters and digits, as marked on the piece (for example AB12C3).', {
        selector: '.adm-field-error',
      }),
    ).toHaveLength(2);
    expect(within(form).getByLabelText('HUID of Gold Bangle, piece 1')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByText(
        '19.500 g is more than 2 % below the 20.000 g this piece was priced at. The owner may accept it with a reason.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(seen, MOVES)).toHaveLength(0);
  });

  it('sends the HUIDs upper-cased and the weights in milligrams', async () => {
    const { user, form, seen } = await openForm('staff', {
      [`POST ${MOVES}`]: { body: inWorkshop({ status: 'Quality check', nextStates: ['Shipped', 'In workshop'] }) },
    });
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 1'), 'bg0001');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 1 (g)'), '20.1');
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 2'), 'BG0002');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 2 (g)'), '19.600');
    await user.click(within(form).getByRole('button', { name: 'Move to Quality check' }));
    expect(await screen.findByText('Moved to Quality check.')).toBeInTheDocument();
    expect(requestsTo(seen, MOVES)[0].body).toEqual({
      from: 'In workshop',
      to: 'Quality check',
      qualityCheck: {
        pieces: [
          { line: 0, piece: 0, huid: 'BG0001', actualNetWeightMg: 20_100 },
          { line: 0, piece: 1, huid: 'BG0002', actualNetWeightMg: 19_600 },
        ],
      },
    });
  });

  it('lets the owner accept a lighter piece with a reason, and shows the server’s refusal beside its field', async () => {
    const { user, form, seen } = await openForm('owner', {
      [`POST ${MOVES}`]: {
        status: 400,
        body: {
          statusCode: 400,
          message: qualityCheckMessages.duplicate('CH0001'),
          issues: [{ field: 'qualityCheck.pieces.0.huid', message: qualityCheckMessages.duplicate('CH0001') }],
        },
      },
    });
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 1'), 'CH0001');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 1 (g)'), '19');
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 2'), 'BG0002');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 2 (g)'), '20');
    await user.type(within(form).getByLabelText(/Reason for accepting a lighter piece/), 'Customer agreed by phone');
    await user.click(within(form).getByRole('button', { name: 'Move to Quality check' }));
    await waitFor(() => expect(requestsTo(seen, MOVES)).toHaveLength(1));
    expect(requestsTo(seen, MOVES)[0].body).toMatchObject({
      qualityCheck: { weightOverrideReason: 'Customer agreed by phone' },
    });
    expect(
      await within(form).findByText(qualityCheckMessages.duplicate('CH0001'), { selector: '.adm-field-error' }),
    ).toBeInTheDocument();
  });
  it('shows a HUID already recorded on another piece beside its field (409), and keeps the dialog open', async () => {
    const message = 'HUID AB12C3 is already recorded on another piece.';
    expect(huidTakenMessage('AB12C3')).toBe(message);
    const { user, form } = await openForm('staff', {
      [`POST ${MOVES}`]: {
        status: 409,
        body: { statusCode: 409, message, issues: [{ field: 'qualityCheck.pieces.1.huid', message }] },
      },
    });
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 1'), 'BG0001');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 1 (g)'), '20');
    await user.type(within(form).getByLabelText('HUID of Gold Bangle, piece 2'), 'ab12c3');
    await user.type(within(form).getByLabelText('Actual net weight of Gold Bangle, piece 2 (g)'), '20');
    await user.click(within(form).getByRole('button', { name: 'Move to Quality check' }));
    expect(await within(form).findByText(message, { selector: '.adm-field-error' })).toBeInTheDocument();
    expect(within(form).getByLabelText('HUID of Gold Bangle, piece 2')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('HUID of Gold Bangle, piece 1')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
