import { configure, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import type { AdminProduct } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminProduct, productId } from '../testing/admin-products';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const LIST = '/api/admin/catalogue/products';
const ring = adminProduct();
const history = {
  changes: [
    {
      at: '2025-11-20T10:00:00.000Z',
      by: { id: 'o1', email: 'owner@rmj.test', role: 'owner' },
      field: 'price',
      before: 3000,
      after: 2400,
    },
    {
      at: '2025-11-01T10:00:00.000Z',
      by: { id: 'o1', email: 'owner@rmj.test', role: 'owner' },
      field: 'price',
      before: null,
      after: 3000,
    },
  ],
};

let seen: SeenRequest[];
let stored: AdminProduct;
beforeEach(() => {
  stored = ring;
  seen = installFakeFetch({
    [`GET ${LIST}/${ring.id}`]: () => ({ body: stored }),
    [`GET ${LIST}/${ring.id}/prices`]: { body: history },
    [`PATCH ${LIST}/${ring.id}`]: (request) => {
      stored = { ...stored, ...(request.body as Partial<AdminProduct>) };
      return { body: stored };
    },
  });
});
afterEach(() => sessionStorage.clear());

describe('a new product', () => {
  it('shows each rule’s message next to its field and sends nothing', async () => {
    signInAs('staff');
    const { user } = renderAdmin('/admin/catalogue/new');
    await user.click(await screen.findByRole('button', { name: 'Create product' }));

    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription(
      'Please enter a name of 3 to 120 characters.',
    );
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Please enter a description.');
    expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription('Please enter the price.');
    expect(screen.getByLabelText('Material')).toHaveAccessibleDescription('Choose the material: Gold or Silver.');
    expect(screen.getByLabelText('For')).toHaveAccessibleDescription(
      'Choose who it is for: women, men, kids or couples.',
    );
    // No personalisation ticked is no mistake: the piece is sold plain.
    expect(screen.getByRole('group', { name: 'Personalisation offered' })).not.toHaveAttribute('aria-invalid');
    expect(requestsTo(seen, LIST)).toHaveLength(0);
  });

  it('checks the old price against the price, then creates a draft and opens it', async () => {
    const created = adminProduct({ id: productId(9), name: 'Heart Pendant', published: false });
    const extra = installFakeFetch({
      [`POST ${LIST}`]: { status: 201, body: created },
      [`GET ${LIST}/${created.id}`]: { body: created },
      [`GET ${LIST}/${created.id}/prices`]: { body: { changes: [] } },
    });
    signInAs('staff');
    const { user, location } = renderAdmin('/admin/catalogue/new');
    await user.type(await screen.findByLabelText('Name'), 'Heart Pendant');
    await user.type(screen.getByLabelText('Description'), 'A small heart in 22k gold.');
    await user.type(screen.getByLabelText('Price (₹)'), '5000');
    await user.type(screen.getByLabelText(/Old price/), '4000');
    await user.selectOptions(screen.getByLabelText('For'), 'Women');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Pendants');
    expect(screen.getByLabelText('Purity')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Material'), 'Gold');
    await user.selectOptions(screen.getByLabelText('Purity'), '22K (916)');
    await user.type(screen.getByLabelText('Finished dimensions'), 'Pendant 12 × 10 mm');
    await user.click(screen.getByRole('checkbox', { name: 'Image' }));
    await user.click(screen.getByRole('checkbox', { name: 'Engraving' }));
    await user.selectOptions(screen.getByLabelText('Main personalisation (shown on the badge)'), 'Engraving');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText(/Old price must be more than the price/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Old price/));
    await user.type(screen.getByLabelText(/Old price/), '6000');
    // ₹5,000 against ₹6,000 saves 16.67 %: the badge rounds down, never promising more than the saving.
    expect(screen.getByText('Shoppers see 16% OFF.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    expect(await screen.findByText('Product created. It is a draft until you publish it.')).toBeInTheDocument();
    expect(location.current.pathname).toBe(`/admin/catalogue/${created.id}`);
    expect(requestsTo(extra, LIST)[0].body).toEqual({
      name: 'Heart Pendant',
      description: 'A small heart in 22k gold.',
      price: 5000,
      oldPrice: 6000,
      gram: null,
      fineness: 916,
      dimensions: 'Pendant 12 × 10 mm',
      productType: 'Gold',
      peopleCategory: 'women',
      productCategory: 'Pendants',
      customizationTypes: ['engraving', 'image'],
      isNew: false,
      stock: 0,
      pricingMode: 'fixed',
      hallmarked: false,
    });
  });
});

describe('editing a product', () => {
  it('shows a staff member the prices read-only and sends only what they changed', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    const price = await screen.findByLabelText('Price (₹)');
    expect(price).toHaveValue(2400);
    expect(price).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Old price/)).toHaveAttribute('readonly');
    expect(screen.getByRole('note')).toHaveTextContent('Only the owner can change prices.');

    await user.clear(screen.getByLabelText(/^Stock/));
    await user.type(screen.getByLabelText(/^Stock/), '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/${ring.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({ stock: 7 });
  });

  it('makes a personalised piece plain when every personalisation is unticked', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    const engraving = await screen.findByRole('checkbox', { name: 'Engraving' });
    expect(screen.queryByText(/sold plain/)).not.toBeInTheDocument();
    await user.click(engraving);
    expect(
      screen.getByText('None ticked: the piece is sold plain, with no customiser on its page.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/${ring.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({
      customizationTypes: [],
    });
  });

  it('lets the owner change the price, with the discount worked out, and lists the price history', async () => {
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    const price = await screen.findByLabelText('Price (₹)');
    expect(price).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText('Shoppers see 20% OFF.')).toBeInTheDocument();
    const prices = screen.getByRole('region', { name: 'Price history' });
    expect(await within(prices).findByText('Price ₹3,000 → ₹2,400')).toBeInTheDocument();
    expect(within(prices).getByText('Price set to ₹3,000')).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '2700');
    expect(screen.getByText('Shoppers see 10% OFF.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved.');
    expect(requestsTo(seen, `${LIST}/${ring.id}`).find((r) => r.method === 'PATCH')?.body).toEqual({ price: 2700 });
  });

  it('shows the server’s field messages next to the fields', async () => {
    installFakeFetch({
      [`GET ${LIST}/${ring.id}`]: { body: ring },
      [`GET ${LIST}/${ring.id}/prices`]: { body: history },
      [`PATCH ${LIST}/${ring.id}`]: {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Choose a category for men: Chain, Ring, Stud, Bracelet, Pendant, Kada.',
          issues: [{ field: 'productCategory', message: 'Choose a category for men: Chain, Ring, Stud.' }],
        },
      },
    });
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${ring.id}`);
    await user.type(await screen.findByLabelText('Name'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription(
      'Choose a category for men: Chain, Ring, Stud.',
    );
  });

  it('archives after a confirmation, and support only reads', async () => {
    const archive = installFakeFetch({
      [`GET ${LIST}/${ring.id}`]: { body: ring },
      [`GET ${LIST}/${ring.id}/prices`]: { body: history },
      [`POST ${LIST}/${ring.id}/archive`]: { body: { ...ring, archived: true } },
    });
    signInAs('owner');
    const { user, unmount } = renderAdmin(`/admin/catalogue/${ring.id}`);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(screen.getByText(/Archive “Silver Kada Ring”\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, archive' }));
    expect(await screen.findByText(/Archived: shoppers no longer see this product/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(requestsTo(archive, `${LIST}/${ring.id}/archive`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: /View on shop/ })).toHaveAttribute('href', `/product/${ring.id}`);
    unmount();

    signInAs('support');
    renderAdmin(`/admin/catalogue/${ring.id}`);
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeDisabled());
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplicate' })).not.toBeInTheDocument();
  });
});

describe('a price a staff member set', () => {
  const pending = adminProduct({ id: productId(12), name: 'Staff Priced Ring', published: false, pricePending: true });
  const fakePending = () =>
    installFakeFetch({
      [`GET ${LIST}/${pending.id}`]: { body: pending },
      [`GET ${LIST}/${pending.id}/prices`]: { body: { changes: [] } },
      [`POST ${LIST}/${pending.id}/approve-price`]: { body: { ...pending, pricePending: false } },
    });

  it('shows the owner that it waits, and approves it with one button', async () => {
    const calls = fakePending();
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${pending.id}`);
    expect(await screen.findByText(/Price pending: a staff member set this price/)).toBeInTheDocument();
    expect(screen.getAllByText('Price pending')[0]).toHaveClass('adm-cat-chip--price-pending');
    await user.click(screen.getByRole('button', { name: 'Approve price' }));
    expect(await screen.findByText('Price approved. The piece can now be published.')).toBeInTheDocument();
    expect(requestsTo(calls, `${LIST}/${pending.id}/approve-price`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Approve price' })).not.toBeInTheDocument();
    expect(screen.queryByText('Price pending')).not.toBeInTheDocument();
  });

  it('tells staff the owner must approve it, without the button', async () => {
    fakePending();
    signInAs('staff');
    renderAdmin(`/admin/catalogue/${pending.id}`);
    expect(
      await screen.findByText("Price pending: the owner must approve this piece's price before anyone can publish it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve price' })).not.toBeInTheDocument();
  });

  it('warns staff on a new product that their price waits for the owner', async () => {
    signInAs('staff');
    renderAdmin('/admin/catalogue/new');
    expect(await screen.findByText(/the price you set here waits for the owner's approval/)).toBeInTheDocument();
  });
});
