import { configure, screen, waitFor, within } from '@testing-library/react';
import { requestsTo, type SeenRequest } from '@rmj/web-testing';
import { renderAdmin, signInAs, TEST_STAFF_TOKEN } from '../../../testing/render-admin';
import { installOrdersNetwork, orderRow, ordersPage } from '../testing/admin-orders';

const BOARD = '/api/admin/orders';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

let seen: SeenRequest[];
beforeEach(() => {
  seen = installOrdersNetwork({
    [`GET ${BOARD}`]: {
      body: ordersPage(
        [orderRow(), orderRow({ orderNumber: 'RMJ-AAAAAAAAAA', customised: false, proof: 'not-needed' })],
        { Processing: 3, 'In workshop': 2, Shipped: 1 },
        60,
      ),
    },
  });
});
afterEach(() => sessionStorage.clear());

/** The query of the last board request, as an object. */
const lastQuery = () => Object.fromEntries(requestsTo(seen, BOARD).at(-1)!.url.searchParams);

describe('the orders board', () => {
  it('shows a tab per state with its count, and the rows with their total in rupees', async () => {
    signInAs('support');
    renderAdmin('/admin/orders');
    const tabs = await screen.findByRole('navigation', { name: 'Order states' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Processing 3' })).toBeInTheDocument());
    expect(within(tabs).getByRole('link', { name: 'All 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'In workshop 2' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Refunded 0' })).toBeInTheDocument();
    expect(requestsTo(seen, BOARD)[0].headers.get('authorization')).toBe(`Bearer ${TEST_STAFF_TOKEN}`);

    const row = screen.getByRole('row', { name: /RMJ-7K3M9Q2X4P/ });
    expect(within(row).getByRole('link', { name: 'RMJ-7K3M9Q2X4P' })).toHaveAttribute(
      'href',
      '/admin/orders/RMJ-7K3M9Q2X4P',
    );
    expect(within(row).getByText('₹1,27,500')).toBeInTheDocument();
    expect(within(row).getByText('Kochi')).toBeInTheDocument();
    expect(within(row).getByText('Thu 3 Dec 2026')).toBeInTheDocument();
    expect(within(row).getByText('Waiting for the customer')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('60 orders found');
  });

  it('asks for the tab, filters and page a shared link carries, and shows them', async () => {
    signInAs('staff');
    renderAdmin(
      '/admin/orders?state=In+workshop&from=2026-11-01&to=2026-11-30&customised=yes&paymentStatus=Paid&q=anu&page=2',
    );
    await screen.findByRole('link', { name: 'RMJ-7K3M9Q2X4P' });
    expect(lastQuery()).toEqual({
      state: 'In workshop',
      from: '2026-11-01',
      to: '2026-11-30',
      customised: 'yes',
      paymentStatus: 'Paid',
      q: 'anu',
      page: '2',
    });
    expect(screen.getByRole('link', { name: 'In workshop 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Paid from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Customised')).toHaveValue('yes');
    expect(screen.getByLabelText('Search orders')).toHaveValue('anu');
  });

  it('puts a tab, a filter, a search and a page into the address, back on page 1 when a filter changes', async () => {
    signInAs('owner');
    const { user, location } = renderAdmin('/admin/orders?page=2');
    await screen.findByRole('link', { name: 'RMJ-7K3M9Q2X4P' });

    await user.click(screen.getByRole('link', { name: 'Shipped 1' }));
    expect(location.current.search).toBe('?state=Shipped');

    await user.selectOptions(screen.getByLabelText('Customised'), 'No');
    expect(location.current.search).toBe('?state=Shipped&customised=no');

    await user.selectOptions(screen.getByLabelText('Payment'), 'Refunded');
    await user.type(screen.getByLabelText('Search orders'), '9876543210{Enter}');
    expect(location.current.search).toBe('?state=Shipped&customised=no&paymentStatus=Refunded&q=9876543210');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ state: 'Shipped', customised: 'no', paymentStatus: 'Refunded', q: '9876543210' }),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location.current.search).toContain('page=2');

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(location.current.search).toBe('?state=Shipped');
  });

  it('says so when the board cannot be loaded', async () => {
    installOrdersNetwork({ [`GET ${BOARD}`]: { status: 500, body: { message: 'Internal server error' } } });
    signInAs('owner');
    renderAdmin('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });
});
