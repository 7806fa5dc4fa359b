import { configure, screen, within } from '@testing-library/react';
import { installFakeFetch } from '@rmj/web-testing';
import { ORDER_STATES } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';

// Pages load lazily, as in the shell; on a busy machine the first one takes a few seconds to compile.
configure({ asyncUtilTimeout: 5000 });

const counts = Object.fromEntries(ORDER_STATES.map((state) => [state, 0]));
beforeEach(() => {
  installFakeFetch({
    'GET /api/admin/orders': {
      body: { orders: [], counts: { ...counts, Processing: 4, 'In workshop': 2 }, total: 6, page: 1, pageSize: 25 },
    },
  });
});
afterEach(() => sessionStorage.clear());

describe('the back office landing page', () => {
  it('sends a signed-out visitor to the sign-in page', async () => {
    const { location } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/admin/sign-in');
  });

  it('greets the owner and links every section, naming who is signed in and their role', async () => {
    signInAs('owner');
    renderAdmin('/admin');
    expect(await screen.findByText('Welcome, Meena Raman. What would you like to do?')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Orders',
      'Customers',
      'Draft orders',
      'Complaints',
      'Old gold',
      'Reports',
      'Catalogue',
      'Rates',
      'Staff',
      'Audit',
      'Settings',
    ]);
    expect(screen.getByText('Owner')).toBeInTheDocument();
  });

  it('hides Staff and Audit from a staff member', async () => {
    signInAs('staff');
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Orders',
      'Customers',
      'Draft orders',
      'Complaints',
      'Old gold',
      'Catalogue',
      'Rates',
    ]);
  });

  it('counts the orders in each state, each linking to its tab of the orders board', async () => {
    signInAs('support');
    renderAdmin('/admin');
    const orders = await screen.findByRole('region', { name: 'Orders by state' });
    const processing = await within(orders).findByRole('link', { name: '4 Processing' });
    expect(processing).toHaveAttribute('href', '/admin/orders?state=Processing');
    expect(within(orders).getByRole('link', { name: '2 In workshop' })).toHaveAttribute(
      'href',
      '/admin/orders?state=In+workshop',
    );
    expect(within(orders).getByRole('link', { name: '0 Refunded' })).toBeInTheDocument();
  });

  it('explains, instead of showing it, a page the role cannot use', async () => {
    signInAs('support');
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  });
});
