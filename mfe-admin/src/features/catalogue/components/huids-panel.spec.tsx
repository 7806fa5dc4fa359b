import { configure, screen, within } from '@testing-library/react';
import { installFakeFetch, requestsTo, type SeenRequest } from '@rmj/web-testing';
import { HUID_MESSAGE, type ProductHuid } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminProduct, productId } from '../testing/admin-products';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const LIST = '/api/admin/catalogue/products';
const chain = adminProduct({
  id: productId(30),
  name: 'Rope Chain',
  productType: 'Gold',
  fineness: 916,
  hallmarked: true,
  stock: 3,
  huidsInStock: 2,
});
const HUIDS = `${LIST}/${chain.id}/huids`;
const huid = (code: string, state: ProductHuid['state'] = 'in-stock', orderNumber?: string): ProductHuid => ({
  huid: code,
  state,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...(orderNumber ? { orderNumber } : {}),
});

let seen: SeenRequest[];
let list: ProductHuid[];
beforeEach(() => {
  list = [huid('AB12C3'), huid('ZX98Y7'), huid('QQ11RR', 'sold', 'RMJ-2026-00042')];
  seen = installFakeFetch(routes());
});
afterEach(() => sessionStorage.clear());

/** The catalog's answers, each reading and changing `list`. */
function routes() {
  return {
    'GET /api/admin/rates': { body: { rates: [], setAt: null, setBy: null, history: [] } },
    [`GET ${LIST}/${chain.id}`]: { body: chain },
    [`GET ${LIST}/${chain.id}/prices`]: { body: { changes: [] } },
    [`GET ${HUIDS}`]: () => ({ body: { huids: list } }),
    [`POST ${HUIDS}`]: (request: SeenRequest) => {
      const added = (request.body as { huids: string[] }).huids.map((code) => huid(code));
      list = [...list, ...added];
      return { body: { huids: list } };
    },
    [`DELETE ${HUIDS}/AB12C3`]: () => {
      list = list.filter((h) => h.huid !== 'AB12C3');
      return { body: { huids: list } };
    },
  };
}

describe("a hallmarked piece's HUIDs", () => {
  it('lists those in stock and sold, warns of a shortfall, and adds several at once', async () => {
    signInAs('staff');
    const { user } = renderAdmin(`/admin/catalogue/${chain.id}`);
    const panel = await screen.findByRole('region', { name: 'HUIDs' });
    const inStock = await within(panel).findByRole('list', { name: 'HUIDs in stock' });
    expect(
      within(inStock)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['AB12C3', 'ZX98Y7']);
    expect(within(within(panel).getByRole('list', { name: 'HUIDs sold' })).getByRole('listitem')).toHaveTextContent(
      'QQ11RR Order RMJ-2026-00042',
    );
    expect(within(panel).getByText('3 in stock, 2 HUIDs: add 1 more.')).toBeInTheDocument();

    const box = within(panel).getByLabelText('Add HUIDs');
    await user.type(box, 'hj45kl\nAB12');
    await user.click(within(panel).getByRole('button', { name: 'Add HUIDs' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`${HUID_MESSAGE} Please check: AB12.`));
    expect(requestsTo(seen, HUIDS).filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'hj45kl mn67op');
    await user.click(within(panel).getByRole('button', { name: 'Add HUIDs' }));
    expect(await within(panel).findByText('2 HUIDs added.')).toBeInTheDocument();
    expect(requestsTo(seen, HUIDS).find((r) => r.method === 'POST')?.body).toEqual({ huids: ['HJ45KL', 'MN67OP'] });
    expect(within(panel).getByText('In stock (4)')).toBeInTheDocument();
    expect(within(panel).queryByText(/add 1 more/)).not.toBeInTheDocument();
  });

  it('removes one in stock after a confirmation', async () => {
    signInAs('owner');
    const { user } = renderAdmin(`/admin/catalogue/${chain.id}`);
    const panel = await screen.findByRole('region', { name: 'HUIDs' });
    await user.click(await within(panel).findByRole('button', { name: 'Remove AB12C3' }));
    const confirm = within(panel).getByRole('group', { name: 'Confirm removing AB12C3' });
    expect(requestsTo(seen, `${HUIDS}/AB12C3`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(panel).findByText('AB12C3 removed.')).toBeInTheDocument();
    expect(requestsTo(seen, `${HUIDS}/AB12C3`)[0].method).toBe('DELETE');
    expect(within(panel).getByText('3 in stock, 1 HUID: add 2 more.')).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field, and support only reads", async () => {
    installFakeFetch({
      ...routes(),
      [`POST ${HUIDS}`]: {
        status: 409,
        body: { statusCode: 409, message: 'HUID ZZ99ZZ is already on another piece.' },
      },
    });
    signInAs('staff');
    const { user, unmount } = renderAdmin(`/admin/catalogue/${chain.id}`);
    const panel = await screen.findByRole('region', { name: 'HUIDs' });
    await user.type(within(panel).getByLabelText('Add HUIDs'), 'ZZ99ZZ');
    await user.click(within(panel).getByRole('button', { name: 'Add HUIDs' }));
    expect(await within(panel).findByText('HUID ZZ99ZZ is already on another piece.')).toBeInTheDocument();
    unmount();

    signInAs('support');
    renderAdmin(`/admin/catalogue/${chain.id}`);
    const readOnly = await screen.findByRole('region', { name: 'HUIDs' });
    expect(await within(readOnly).findByText('AB12C3')).toBeInTheDocument();
    expect(within(readOnly).queryByLabelText('Add HUIDs')).not.toBeInTheDocument();
    expect(within(readOnly).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('is not shown for a piece that is not hallmarked', async () => {
    installFakeFetch({ ...routes(), [`GET ${LIST}/${chain.id}`]: { body: { ...chain, hallmarked: false } } });
    signInAs('owner');
    renderAdmin(`/admin/catalogue/${chain.id}`);
    await screen.findByLabelText('Name');
    expect(screen.queryByRole('region', { name: 'HUIDs' })).not.toBeInTheDocument();
  });
});
