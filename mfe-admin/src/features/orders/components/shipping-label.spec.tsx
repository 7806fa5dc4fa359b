import { render, screen, within } from '@testing-library/react';
import type { PackingParcel, ShipFrom } from '@rmj/contracts';
import { adminOrder, ORDER_NUMBER } from '../testing/admin-orders';
import { readCode128 } from '../testing/code128';
import { ShippingLabel } from './shipping-label';

const FROM: ShipFrom = {
  name: 'RMJ Jewellers',
  address: '14 Big Bazaar Street, Palani, Tamil Nadu 624601',
  phone: '+91 94430 12345',
};

/** The value beside a label of the label's facts. */
function fact(label: HTMLElement, name: string): string | null | undefined {
  return within(label).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

const shipped = adminOrder({
  status: 'Shipped',
  shipment: {
    courier: 'Blue Dart',
    awb: 'BD12345678',
    trackingUrl: 'https://www.bluedart.com/tracking',
    shippedAt: '2026-11-28T06:00:00.000Z',
  },
});

function renderLabel(parcel: PackingParcel): HTMLElement {
  render(<ShippingLabel parcel={parcel} from={FROM} />);
  return screen.getByRole('article', { name: `Shipping label ${parcel.order.orderNumber}` });
}

describe('the shipping label', () => {
  it('carries the order number as a Code 128 barcode that reads back as the number', () => {
    const label = renderLabel({ order: shipped });
    const barcode = within(label).getByRole('img', { name: `Barcode of order ${ORDER_NUMBER}` });
    expect(readCode128(barcode)).toBe(ORDER_NUMBER);
    expect(barcode.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    // Another number draws other bars.
    const other = renderLabel({ order: { ...shipped, orderNumber: 'RMJ-AB12CD34EF' } });
    expect(readCode128(within(other).getByRole('img', { name: /^Barcode/ }))).toBe('RMJ-AB12CD34EF');
  });

  it('is to the customer (name, address, PIN, phone) and from the shop, with courier and AWB', () => {
    const label = renderLabel({ order: shipped });
    const to = within(label).getByRole('region', { name: 'To' });
    expect(to).toHaveTextContent('Anu Menon');
    expect(to).toHaveTextContent('12 MG Road');
    expect(to).toHaveTextContent('Kochi, Kerala');
    expect(to).toHaveTextContent('PIN 682001');
    expect(to).toHaveTextContent('Phone 9876543210');
    const from = within(label).getByRole('region', { name: 'From' });
    expect(from).toHaveTextContent('RMJ Jewellers');
    expect(from).toHaveTextContent('14 Big Bazaar Street, Palani, Tamil Nadu 624601');
    expect(from).toHaveTextContent('Phone +91 94430 12345');
    expect(fact(label, 'Courier')).toBe('Blue Dart');
    expect(fact(label, 'AWB')).toBe('BD12345678');
  });

  it('weighs the pieces: grams times quantity, and says which were never weighed', () => {
    const [ring, pendant] = shipped.lines;
    const weighed = renderLabel({
      order: { ...shipped, lines: [ring, { ...pendant, make: { metal: 'Gold', gram: 2.5 } }] },
    });
    // 4.2 g + 2 x 2.5 g
    expect(fact(weighed, 'Weight')).toBe('9.2 g');
    // The pendant (2 pieces) has no recorded weight in the fixture.
    const unweighed = renderLabel({ order: { ...shipped, orderNumber: 'RMJ-AB12CD34EF' } });
    expect(fact(unweighed, 'Weight')).toBe('4.2 g + 2 pieces not weighed');
  });

  it('shows the cash to collect only when the order is cash on delivery', () => {
    const prepaid = renderLabel({ order: shipped });
    expect(within(prepaid).queryByLabelText('Cash on delivery')).toBeNull();
    expect(prepaid).not.toHaveTextContent('COD');
    const cod = renderLabel({ order: { ...shipped, orderNumber: 'RMJ-AB12CD34EF' }, amountToCollect: 27500 });
    expect(within(cod).getByLabelText('Cash on delivery')).toHaveTextContent('COD: collect ₹27,500');
  });

  it('says an order not shipped yet has no courier, and prints no AWB', () => {
    const label = renderLabel({ order: adminOrder() });
    expect(fact(label, 'Courier')).toBe('Not shipped yet');
    expect(within(label).queryByText('AWB')).toBeNull();
  });
});
