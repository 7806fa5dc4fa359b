import { configure, fireEvent, screen, within } from '@testing-library/react';
import { requestsTo } from '@rmj/web-testing';
import type { PackingResponse } from '@rmj/contracts';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER } from '../testing/admin-orders';
import { indianToday } from '../lib/packing';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => sessionStorage.clear());

const FROM = {
  name: 'RMJ Jewellers',
  address: '14 Big Bazaar Street, Palani, Tamil Nadu 624601',
  phone: '+91 94430 12345',
};
const packing = (orders = [adminOrder()], date?: string): PackingResponse => ({
  from: FROM,
  ...(date ? { date } : {}),
  parcels: orders.map((order) => ({ order })),
});

describe('the labels and slips page', () => {
  it('prints one order’s label and then its slip, from the order page’s link', async () => {
    const seen = installOrdersNetwork({
      [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder() },
      'GET /api/admin/orders/packing': { body: packing() },
    });
    signInAs('support');
    const { user, location } = renderAdmin(`/admin/orders/${ORDER_NUMBER}`);
    await user.click(await screen.findByRole('link', { name: 'Print label and slip' }));
    expect(location.current.pathname).toBe(`/admin/orders/${ORDER_NUMBER}/packing`);
    expect(await screen.findByRole('heading', { level: 1, name: `Label and slip of ${ORDER_NUMBER}` })).toBeVisible();
    const sheets = await screen.findAllByRole('article');
    expect(sheets.map((sheet) => sheet.getAttribute('aria-label'))).toEqual([
      `Shipping label ${ORDER_NUMBER}`,
      `Packing slip ${ORDER_NUMBER}`,
    ]);
    expect(within(sheets[0]).getByRole('region', { name: 'From' })).toHaveTextContent('RMJ Jewellers');
    expect(Object.fromEntries(requestsTo(seen, '/api/admin/orders/packing')[0].url.searchParams)).toEqual({
      orderNumber: ORDER_NUMBER,
    });
    expect(screen.getByText('1 parcel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    // The A6 page is set while the labels are shown (not in the stylesheet every screen shares), and
    // taken away on leaving, so the job cards print on A5 again.
    const pageRule = () => document.head.querySelector('style[data-print-page="labels"]')?.textContent;
    expect(pageRule()).toBe('@media print { @page { size: 105mm 148mm; margin: 0; } }');
    await user.click(screen.getByRole('link', { name: 'Back to the order' }));
    await screen.findByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` });
    expect(pageRule()).toBeUndefined();
  });

  it('asks for today’s shipments in India from the board, and another day when one is picked', async () => {
    const seen = installOrdersNetwork({
      'GET /api/admin/orders/packing': { body: packing([adminOrder({ status: 'Shipped' })], indianToday()) },
      'GET /api/admin/orders': { body: { orders: [], counts: {}, total: 0, page: 1, pageSize: 25 } },
    });
    signInAs('staff');
    const { user, location } = renderAdmin('/admin/orders');
    await user.click(await screen.findByRole('link', { name: 'Labels and slips of a day’s shipments' }));
    expect(location.current.pathname).toBe('/admin/orders/packing');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByLabelText('Shipped on')).toHaveValue(indianToday());
    expect(Object.fromEntries(requestsTo(seen, '/api/admin/orders/packing')[0].url.searchParams)).toEqual({
      date: indianToday(),
    });
    fireEvent.change(screen.getByLabelText('Shipped on'), { target: { value: '2026-11-20' } });
    expect(location.current.search).toBe('?date=2026-11-20');
    await screen.findByDisplayValue('2026-11-20');
    expect(requestsTo(seen, '/api/admin/orders/packing').at(-1)?.url.searchParams.get('date')).toBe('2026-11-20');
  });

  it('says when nothing was shipped that day, and prints nothing', async () => {
    installOrdersNetwork({ 'GET /api/admin/orders/packing': { body: packing([]) } });
    signInAs('staff');
    renderAdmin('/admin/orders/packing?date=2026-11-20');
    expect(await screen.findByText('No orders were shipped on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('says so when the order does not exist', async () => {
    installOrdersNetwork({ 'GET /api/admin/orders/packing': { status: 404, body: { message: 'Order not found.' } } });
    signInAs('staff');
    renderAdmin('/admin/orders/RMJ-ZZZZZZZZZZ/packing');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no order with this number. It may have been typed wrongly in the address.',
    );
  });

  it('offers to try again when the labels cannot load', async () => {
    installOrdersNetwork({ 'GET /api/admin/orders/packing': { status: 500, body: {} } });
    signInAs('staff');
    renderAdmin('/admin/orders/packing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The labels could not be loaded. Please check your connection and try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
