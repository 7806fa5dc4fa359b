import { configure, screen, waitFor, within } from '@testing-library/react';
import { bulkPricePendingMessage } from '@rmj/contracts';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import { renderAdmin, signInAs, TEST_STAFF_TOKEN } from '../../../testing/render-admin';
import { adminProduct, productId, productsPage, testPhoto } from '../testing/admin-products';

const LIST = '/api/admin/catalogue/products';

const ring = adminProduct({ photos: [testPhoto('ph1')] });
const draft = adminProduct({ id: productId(2), name: 'Gold Chain', published: false, stock: 0, productType: 'Gold' });
const archived = adminProduct({ id: productId(3), name: 'Old Pendant', archived: true });

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

let seen: SeenRequest[];
beforeEach(() => {
  seen = installFakeFetch({
    [`GET ${LIST}`]: { body: productsPage([ring, draft, archived], 60) },
    [`POST ${LIST}/bulk`]: { body: { updated: 2 } },
  });
});
afterEach(() => sessionStorage.clear());

/** The query of the last products request, as an object. */
const lastListQuery = () => Object.fromEntries(requestsTo(seen, LIST).at(-1)!.url.searchParams);

describe('the products table', () => {
  it('asks for the filters, sort and page a shared link carries', async () => {
    signInAs('owner');
    renderAdmin('/admin/catalogue?audience=men&material=Silver&sort=-price&page=2');
    expect(await screen.findByRole('link', { name: 'Silver Kada Ring' })).toBeInTheDocument();
    expect(lastListQuery()).toEqual({
      audience: 'men',
      material: 'Silver',
      sort: '-price',
      page: '2',
      pageSize: '25',
    });
    expect(requestsTo(seen, LIST)[0].headers.get('authorization')).toBe(`Bearer ${TEST_STAFF_TOKEN}`);
    expect(screen.getByLabelText('For')).toHaveValue('men');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('60 products found');
  });

  it('puts a changed filter, a search and a sort into the address, back on page 1', async () => {
    signInAs('owner');
    const { user, location } = renderAdmin('/admin/catalogue?page=3');
    await screen.findByRole('link', { name: 'Gold Chain' });

    await user.selectOptions(screen.getByLabelText('Stock'), 'Sold out');
    expect(location.current.search).toBe('?inStock=false');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ inStock: 'false', page: '1' }));

    await user.type(screen.getByLabelText('Search products'), 'kada{Enter}');
    expect(location.current.search).toBe('?q=kada&inStock=false');

    await user.click(screen.getByRole('button', { name: 'Price' }));
    expect(location.current.search).toBe('?q=kada&inStock=false&sort=price');
    await user.click(screen.getByRole('button', { name: /Price/ }));
    expect(location.current.search).toBe('?q=kada&inStock=false&sort=-price');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ q: 'kada', inStock: 'false', sort: '-price' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location.current.search).toBe('?q=kada&inStock=false&sort=-price&page=2');
  });

  it('shows each product with its smallest photograph or drawn picture and its status', async () => {
    signInAs('owner');
    renderAdmin('/admin/catalogue');
    const rows = await screen.findAllByRole('row');
    const [ringRow, draftRow, archivedRow] = rows.slice(1);
    expect(ringRow.querySelector('img')).toHaveAttribute('src', '/api/product-photos/ph1/320.webp');
    expect(draftRow.querySelector('img')).toHaveAttribute('src', '/api/products/images/ring-silver.svg');
    expect(within(ringRow).getByText('Published')).toBeInTheDocument();
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    expect(within(draftRow).getByText('Sold out')).toBeInTheDocument();
    expect(within(archivedRow).getByText('Archived')).toBeInTheDocument();
    expect(within(ringRow).getByText('₹2,400')).toBeInTheDocument();
  });

  it('shows how each piece is priced, with its purity and net weight', async () => {
    const bangle = adminProduct({
      id: productId(4),
      name: 'Lakshmi Bangle',
      productType: 'Gold',
      fineness: 916,
      gram: 8.45,
      pricingMode: 'by-weight',
      price: 68_210,
    });
    installFakeFetch({ [`GET ${LIST}`]: { body: productsPage([bangle, ring]) } });
    signInAs('staff');
    renderAdmin('/admin/catalogue');
    const bangleRow = (await screen.findByRole('link', { name: 'Lakshmi Bangle' })).closest('tr')!;
    expect(within(bangleRow).getByText('22K (916) · 8.45 g')).toBeInTheDocument();
    expect(within(bangleRow).getByRole('cell', { name: /₹68,210/ })).toHaveTextContent(
      '₹68,210by weight, today’s rate',
    );
    const ringRow = screen.getByRole('link', { name: 'Silver Kada Ring' }).closest('tr')!;
    expect(within(ringRow).getByText('6.5 g')).toBeInTheDocument();
    expect(within(ringRow).queryByText(/by weight/)).not.toBeInTheDocument();
  });

  it('publishes the ticked products after a confirmation and says how many changed', async () => {
    signInAs('staff');
    const { user } = renderAdmin('/admin/catalogue');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Gold Chain' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Old Pendant' }));
    expect(screen.getByText('2 products selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Publish 2 products?')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/bulk`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, publish' }));

    expect(await screen.findByText('2 products published.')).toBeInTheDocument();
    const [bulk] = requestsTo(seen, `${LIST}/bulk`);
    expect(bulk.body).toEqual({ productIds: [draft.id, archived.id], action: 'publish' });
    expect(screen.queryByText('2 products selected')).not.toBeInTheDocument();
    // The table is asked again, so it shows the change.
    await waitFor(() => expect(requestsTo(seen, LIST)).toHaveLength(2));
  });

  it('says when some ticked products were already so', async () => {
    signInAs('owner');
    const { user } = renderAdmin('/admin/catalogue');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every product on this page' }));
    await user.click(screen.getByRole('button', { name: 'Mark sold out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark as sold out' }));
    expect(await screen.findByText('2 of 3 products marked sold out; the others already were.')).toBeInTheDocument();
    expect(requestsTo(seen, `${LIST}/bulk`)[0].body).toEqual({
      productIds: [ring.id, draft.id, archived.id],
      action: 'sold-out',
    });
  });

  it('marks pieces whose price waits for the owner, and says why a bulk publish was refused', async () => {
    const waiting = adminProduct({ id: productId(4), name: 'Staff Ring', published: false, pricePending: true });
    const message = bulkPricePendingMessage(['Staff Ring']);
    const refused = installFakeFetch({
      [`GET ${LIST}`]: { body: productsPage([ring, waiting]) },
      [`POST ${LIST}/bulk`]: { status: 409, body: { statusCode: 409, message } },
    });
    signInAs('staff');
    const { user } = renderAdmin('/admin/catalogue');
    const waitingRow = (await screen.findAllByRole('row'))[2];
    expect(within(waitingRow).getByText('Price pending')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(screen.getByRole('button', { name: 'Yes, publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(requestsTo(refused, `${LIST}/bulk`)).toHaveLength(1);
  });

  it('lets support read the list without ticks, bulk actions or a new product', async () => {
    signInAs('support');
    renderAdmin('/admin/catalogue');
    await screen.findByRole('link', { name: 'Gold Chain' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
