import { configure, screen, within } from '@testing-library/react';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import type { AdminProduct, AdminRates } from '@rmj/contracts';
import { priceBreakup, type ByWeightBreakup } from '@rmj/pricing';
import { formatINR } from '@rmj/ui';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminProduct, productId } from '../testing/admin-products';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const LIST = '/api/admin/catalogue/products';
const rates: AdminRates = {
  rates: [
    { key: 'gold-999', paisePerGram: 780_000, derived: false },
    { key: 'gold-916', paisePerGram: 715_000, derived: true },
  ],
  setAt: '2026-11-29T04:00:00.000Z',
  setBy: 'owner@rmj.test',
  history: [],
};
const bangle = adminProduct({
  id: productId(20),
  name: 'Lakshmi Bangle',
  productType: 'Gold',
  productCategory: 'Bracelet',
  pricingMode: 'by-weight',
  price: 68_210,
  oldPrice: undefined,
  originalPrice: 68_210,
  discount: 0,
  gram: 8.45,
  grossGram: 8.6,
  fineness: 916,
  making: { kind: 'value-addition', percent: 12 },
  hallmarkingCharge: 45,
  makingDiscountPercent: 10,
  stones: [],
  hallmarked: true,
  huidsInStock: 4,
});

let seen: SeenRequest[];
let stored: AdminProduct;
beforeEach(() => {
  stored = bangle;
  seen = installFakeFetch({
    'GET /api/admin/rates': { body: rates },
    [`GET ${LIST}/${bangle.id}`]: () => ({ body: stored }),
    [`GET ${LIST}/${bangle.id}/prices`]: { body: { changes: [] } },
    [`GET ${LIST}/${bangle.id}/huids`]: { body: { huids: [] } },
    [`PATCH ${LIST}/${bangle.id}`]: (request) => {
      stored = { ...stored, ...(request.body as Partial<AdminProduct>) } as AdminProduct;
      return { body: stored };
    },
  });
});
afterEach(() => sessionStorage.clear());

const rupees = (paise: number) => formatINR(paise / 100);
const WHOLE = 'Apply the discount to the whole piece (metal, making, stones), not only making charges';

describe('a new piece priced by weight', () => {
  it('asks for net weight, purity and making, previews the price as @rmj/pricing works it, and creates it', async () => {
    const created = adminProduct({ id: productId(21), name: 'Mango Necklace', published: false });
    const calls = installFakeFetch({
      'GET /api/admin/rates': { body: rates },
      [`POST ${LIST}`]: { status: 201, body: created },
      [`GET ${LIST}/${created.id}`]: { body: created },
      [`GET ${LIST}/${created.id}/prices`]: { body: { changes: [] } },
    });
    signInAs('owner');
    const { user } = renderAdmin('/admin/catalogue/new');
    await user.click(await screen.findByRole('radio', { name: 'By weight (today’s rate)' }));
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByLabelText('Net weight (grams)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the net weight: a piece priced by weight is priced from it.'),
    );
    expect(screen.getByLabelText('Purity')).toHaveAccessibleDescription(
      expect.stringContaining("Choose the purity: it decides which of today's rates applies."),
    );
    expect(screen.getByLabelText('Making charges')).toHaveAccessibleDescription(
      'Enter the making charges (per gram, value addition % or a fixed amount; 0 for none).',
    );
    expect(screen.getByText(/Enter the material, purity, net weight and making charges/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Mango Necklace');
    await user.type(screen.getByLabelText('Description'), 'A mango mala in 22K gold.');
    await user.selectOptions(screen.getByLabelText('For'), 'Women');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Pendants');
    await user.selectOptions(screen.getByLabelText('Material'), 'Gold');
    await user.selectOptions(screen.getByLabelText('Purity'), '22K (916)');
    await user.type(screen.getByLabelText('Net weight (grams)'), '8.45');
    await user.type(screen.getByLabelText('Gross weight (grams)'), '8.2');
    await user.selectOptions(screen.getByLabelText('Making charges'), 'Making charges per gram');
    await user.type(screen.getByLabelText('Making charges (₹ a gram)'), '450');
    await user.type(screen.getByLabelText('Hallmarking charge (₹)'), '45');
    await user.type(screen.getByLabelText('Discount on making charges (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add a stone' }));
    await user.type(screen.getByLabelText('Stone 1 carat'), '0.25');
    await user.type(screen.getByLabelText('Stone 1 charge (₹)'), '1200');
    const hallmarked = screen.getByRole('checkbox', { name: /Hallmarked/ });
    expect(hallmarked).not.toBeChecked();
    await user.click(hallmarked);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByLabelText('Gross weight (grams)')).toHaveAccessibleDescription(
      expect.stringContaining('Gross weight cannot be less than the net weight.'),
    );
    expect(screen.getByLabelText('Stone 1 name')).toHaveAccessibleDescription('Each stone needs a name.');
    await user.clear(screen.getByLabelText('Gross weight (grams)'));
    await user.type(screen.getByLabelText('Gross weight (grams)'), '8.7');
    await user.type(screen.getByLabelText('Stone 1 name'), 'Ruby');

    const expected = priceBreakup(
      {
        pricing: 'by-weight',
        composition: {
          metal: 'gold',
          fineness: 916,
          netWeightMg: 8450,
          grossWeightMg: 8700,
          stones: [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 120_000 }],
        },
        making: { kind: 'per-gram', paisePerGram: 45_000 },
        hallmarkingPaise: 4500,
        discount: { basisPoints: 1000 },
      },
      { 'gold-916': 715_000 },
    ) as ByWeightBreakup;
    const preview = screen.getByRole('region', { name: 'Price at today’s rate' });
    const row = (name: RegExp | string) => within(preview).getByRole('rowheader', { name }).closest('tr')!;
    expect(row(/^Metal: 8.45 g × ₹7,150 a gram \(22K916\)/)).toHaveTextContent(rupees(expected.metalValue));
    expect(row(/^Making charges: ₹450 a gram × 8.45 g/)).toHaveTextContent('₹3,802.50');
    expect(row('Discount on making 10 %')).toHaveTextContent('−₹380.25');
    expect(row('Stone: Ruby (0.25 ct)')).toHaveTextContent('₹1,200');
    expect(row('Hallmarking')).toHaveTextContent('₹45');
    expect(row('Taxable value')).toHaveTextContent(rupees(expected.taxable));
    expect(row('GST 3 %')).toHaveTextContent(rupees(expected.gst));
    expect(row('Total')).toHaveTextContent(rupees(expected.total));

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText(/Product created/)).toBeInTheDocument();
    expect(requestsTo(calls, LIST).find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Mango Necklace',
      description: 'A mango mala in 22K gold.',
      pricingMode: 'by-weight',
      price: null,
      oldPrice: null,
      gram: 8.45,
      grossGram: 8.7,
      making: { kind: 'per-gram', rupeesPerGram: 450 },
      hallmarkingCharge: 45,
      makingDiscountPercent: 10,
      stones: [{ name: 'Ruby', carat: 0.25, charge: 1200 }],
      hallmarked: true,
      fineness: 916,
      dimensions: '',
      productType: 'Gold',
      peopleCategory: 'women',
      productCategory: 'Pendants',
      customizationTypes: [],
      isNew: false,
      stock: 0,
    });
  });

  it('says clearly when the purity has no rate today', async () => {
    signInAs('owner');
    const { user } = renderAdmin('/admin/catalogue/new');
    await user.click(await screen.findByRole('radio', { name: 'By weight (today’s rate)' }));
    await user.selectOptions(screen.getByLabelText('Material'), 'Gold');
    await user.selectOptions(screen.getByLabelText('Purity'), '18K (750)');
    await user.type(screen.getByLabelText('Net weight (grams)'), '5');
    await user.selectOptions(screen.getByLabelText('Making charges'), 'Making charges, fixed');
    await user.type(screen.getByLabelText('Making charges (₹)'), '900');
    const preview = screen.getByRole('region', { name: 'Price at today’s rate' });
    expect(preview).toHaveTextContent(
      'There is no rate today for 18K750: shoppers cannot buy this piece until the owner sets it on Today’s rates.',
    );
    expect(within(preview).getByRole('link', { name: 'Today’s rates' })).toHaveAttribute('href', '/admin/rates');
  });
});

describe('editing a piece priced by weight', () => {
  it('lets staff change the weight and stones but not the charges, the discount or the way of pricing', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${bangle.id}`);
    const discount = await screen.findByLabelText('Discount on making charges (%)');
    expect(discount).toHaveValue(10);
    expect(discount).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Hallmarking charge (₹)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Making charges')).toBeDisabled();
    expect(screen.getByLabelText('Value addition (%)')).toHaveValue(12);
    expect(screen.getByLabelText('Value addition (%)')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Fixed price' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: WHOLE })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Only the owner can change prices.');

    await user.clear(screen.getByLabelText('Net weight (grams)'));
    await user.type(screen.getByLabelText('Net weight (grams)'), '8.5');
    await user.click(screen.getByRole('button', { name: 'Add a stone' }));
    await user.type(screen.getByLabelText('Stone 1 name'), 'Emerald');
    await user.type(screen.getByLabelText('Stone 1 charge (₹)'), '800');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/${bangle.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({
      gram: 8.5,
      stones: [{ name: 'Emerald', carat: null, charge: 800 }],
    });
  });

  it('lets the owner change the making charges, with the preview following', async () => {
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${bangle.id}`);
    const making = await screen.findByLabelText('Value addition (%)');
    const preview = screen.getByRole('region', { name: 'Price at today’s rate' });
    expect(await within(preview).findByRole('rowheader', { name: /^Making charges: 12 %/ })).toBeInTheDocument();
    await user.clear(making);
    await user.type(making, '14');
    expect(
      within(preview).getByRole('rowheader', { name: /^Making charges: 14 % of the metal value/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/${bangle.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({
      making: { kind: 'value-addition', percent: 14 },
    });
  });

  it('lets the owner take the discount off the whole piece, not pre-ticked, with the preview following', async () => {
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${bangle.id}`);
    const whole = await screen.findByRole('checkbox', {
      name: 'Apply the discount to the whole piece (metal, making, stones), not only making charges',
    });
    expect(whole).not.toBeChecked();
    const preview = screen.getByRole('region', { name: 'Price at today’s rate' });
    expect(await within(preview).findByRole('rowheader', { name: 'Discount on making 10 %' })).toBeInTheDocument();
    await user.click(whole);
    const expected = priceBreakup(
      {
        pricing: 'by-weight',
        composition: { metal: 'gold', fineness: 916, netWeightMg: 8450, grossWeightMg: 8600, stones: [] },
        making: { kind: 'value-addition', basisPoints: 1200 },
        hallmarkingPaise: 4500,
        discount: { basisPoints: 1000, on: 'whole' },
      },
      { 'gold-916': 715_000 },
    ) as ByWeightBreakup;
    const row = (name: string) => within(preview).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(preview).queryByRole('rowheader', { name: 'Discount on making 10 %' })).not.toBeInTheDocument();
    expect(row('Discount on the whole piece 10 %')).toHaveTextContent(`−${rupees(expected.discount.amount)}`);
    expect(row('Total')).toHaveTextContent(rupees(expected.total));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/${bangle.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({
      discountOnWhole: true,
    });
  });

  it('lets the owner switch a piece to a fixed price, sending the price and clearing the by-weight charges', async () => {
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${bangle.id}`);
    await user.click(await screen.findByRole('radio', { name: 'Fixed price' }));
    await user.type(screen.getByLabelText('Price (₹)'), '70000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/${bangle.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({
      pricingMode: 'fixed',
      price: 70000,
      making: null,
      hallmarkingCharge: null,
      makingDiscountPercent: null,
    });
  });
});
