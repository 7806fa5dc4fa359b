// Cash on delivery at checkout: offered only when the owner set a limit, chosen beside Razorpay,
// placed without opening the payment window, then the usual order overlay; a personalised piece
// cannot be chosen for it and the form says why. Without a limit the form is exactly as before.
import { screen, waitFor, within } from '@testing-library/react';
import { selectCartItems, type NewCartItem } from '@rmj/cart';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { CASH_ON_DELIVERY_MESSAGES, type PlaceCodOrderResponse } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { fillDetails, openDetails, ring } from '../../../testing/checkout-journey';
import { answerQuotes } from '../../../testing/fake-quotes';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { logIn, renderShop } from '../../../testing/render-cart';

const plainRing: NewCartItem = { id: 'a00000000000000000000009', name: 'Plain Silver Band', price: 1, size: '7' };

const placed: PlaceCodOrderResponse = {
  success: true,
  message: CASH_ON_DELIVERY_MESSAGES.placed,
  orderId: 'RMJ-7K3M9Q2X4P',
  orderDate: '2026-01-05T06:00:00.000Z',
  pricing: {
    lines: [
      {
        productId: String(plainRing.id),
        name: 'Plain Silver Band',
        price: 2500,
        quantity: 1,
        total: 2500,
        image: '/img/x.svg',
        size: '7',
      },
    ],
    subtotal: 2500,
    shipping: 100,
    discount: 0,
    total: 2600,
  },
};

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  installFakeRazorpay();
  answerQuotes(net, {
    [String(ring.id)]: { name: 'Silver Promise Ring', price: 2500 },
    [String(plainRing.id)]: { name: 'Plain Silver Band', price: 2500 },
  });
  net.reply('POST /api/orders/cash-on-delivery', { status: 200, json: placed });
});

function offerCod(codLimitRupees: number): void {
  const { noticeRecipients: _private, ...store } = SHOP_SETTINGS_FIXTURE;
  net.reply('GET /api/settings', { status: 200, json: { version: 2, settings: { ...store, codLimitRupees } } });
}

describe('cash on delivery at checkout', () => {
  it('places an eligible order without the payment window and shows it', async () => {
    offerCod(20_000);
    logIn('Asha', 'Iyer');
    const { user, store } = renderShop('/cart', [plainRing]);
    const form = await openDetails(user);
    const payment = await within(form).findByRole('group', { name: 'Payment' });
    expect(within(payment).getByLabelText('Pay online (Razorpay)')).toBeChecked();
    await fillDetails(user, form);
    await user.click(within(payment).getByLabelText('Cash on delivery'));
    await user.click(within(form).getByRole('button', { name: 'Place order (cash on delivery)' }));

    const overlay = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(overlay).getByRole('status')).toHaveTextContent(CASH_ON_DELIVERY_MESSAGES.placed);
    expect(within(overlay).getByText('Cash on delivery: pay ₹2,600 when it arrives')).toBeInTheDocument();
    expect(within(overlay).getByText('RMJ-7K3M9Q2X4P')).toBeInTheDocument();
    const sent = net.sent.find((r) => r.path === '/api/orders/cash-on-delivery')!.body as Record<string, unknown>;
    expect(sent.items).toEqual([{ productId: plainRing.id, name: 'Plain Silver Band', quantity: 1, size: '7' }]);
    expect(sent.customerDetails).toMatchObject({ name: 'Asha Iyer', phone: '9876543210', state: 'Tamil Nadu' });
    expect(FakeRazorpay.last).toBeUndefined();
    expect(net.sent.some((r) => r.path === '/api/create-razorpay-order' || r.path === '/api/orders')).toBe(false);
    await waitFor(() => expect(selectCartItems(store.getState())).toEqual([]));
  });

  it('cannot be chosen for a personalised piece, and says why', async () => {
    offerCod(20_000);
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [ring]);
    const form = await openDetails(user);
    const payment = await within(form).findByRole('group', { name: 'Payment' });
    expect(within(payment).getByLabelText('Cash on delivery')).toBeDisabled();
    expect(within(payment).getByText(CASH_ON_DELIVERY_MESSAGES.refusals.madeToOrder)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
  });

  it('is not offered when the owner has set no limit: the form is as it always was', async () => {
    offerCod(0);
    logIn('Asha', 'Iyer');
    const { user } = renderShop('/cart', [plainRing]);
    const form = await openDetails(user);
    await waitFor(() => expect(net.sent.some((r) => r.path === '/api/settings')).toBe(true));
    expect(within(form).queryByRole('group', { name: 'Payment' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
  });
});
