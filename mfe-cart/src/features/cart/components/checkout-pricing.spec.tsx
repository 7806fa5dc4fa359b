// A jeweller's pricing at checkout: the quote's price hold is sent with the payment order and its
// time shown by the Pay button; when the hold ran out and the rate moved the price (409
// PRICE_CHANGED) the server's words show, the cart takes the new price and the shopper pays again;
// from ₹2,00,000 the form asks for the buyer's PAN.
import { screen, waitFor, within } from '@testing-library/react';
import { PAN_MESSAGE, PAN_REQUIRED_MESSAGE, type CreatePaymentOrderResponse, type PriceHold } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { fillDetails, openDetails } from '../../../testing/checkout-journey';
import { answerQuotes, quotesSent, type FakeCatalogue } from '../../../testing/fake-quotes';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { logIn, renderShop } from '../../../testing/render-cart';
import en from '../../../i18n/en';

const chain = { id: 'a00000000000000000000021', name: 'Ruby Lotus Gold Chain', price: 70570 };
const HOLD_1: PriceHold = { id: 'hold-1', expiresAt: '2026-11-29T05:12:00.000Z' }; // 10:42 in India
const HOLD_2: PriceHold = { id: 'hold-2', expiresAt: '2026-11-29T05:27:00.000Z' }; // 10:57
const RATE_CHANGED = "Today's gold rate changed while you were checking out: ₹70,570 is now ₹71,020";

let net: FakeNetwork;
let alerts: jest.SpyInstance;
let catalogue: FakeCatalogue;

function createdFor(total: number, id = 'order_A'): CreatePaymentOrderResponse {
  const price = total - 100;
  return {
    success: true,
    message: 'Payment order created',
    order: { id, amount: total * 100, currency: 'INR' },
    pricing: {
      lines: [{ productId: chain.id, name: chain.name, price, quantity: 1, total: price, image: '/img/x.svg' }],
      subtotal: price,
      shipping: 100,
      discount: 0,
      total,
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  installFakeRazorpay();
  alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  catalogue = answerQuotes(net, { [chain.id]: { name: chain.name, price: chain.price } });
  catalogue.hold = HOLD_1;
  net.reply('GET /api/razorpay-key', {
    status: 200,
    json: { success: true, key: 'rzp_test_X', checkoutScript: '/payment-sandbox/checkout.js' },
  });
});
afterEach(() => alerts.mockRestore());

const payOrders = () => net.sent.filter((r) => r.path === '/api/create-razorpay-order');
const payButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Proceed to Payment' });

async function detailsFor(price: number) {
  catalogue.pieces[chain.id].price = price;
  logIn('Asha', 'Iyer');
  const shop = renderShop('/cart', [{ ...chain, price }]);
  await waitFor(() => expect(quotesSent(net)).toHaveLength(1));
  const form = await openDetails(shop.user);
  await fillDetails(shop.user, form);
  return { ...shop, form };
}

describe('the price hold', () => {
  it('shows until when the prices are held by the Pay button and sends the hold with the payment order', async () => {
    net.reply('POST /api/create-razorpay-order', { status: 200, json: createdFor(70670) });
    const { user, form } = await detailsFor(chain.price);
    expect(within(form).getByText('Prices held until 10:42')).toBeInTheDocument();
    await user.click(payButton(form));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(payOrders()[0].body).toMatchObject({ holdId: 'hold-1' });
    // The cart's own price checks never ask for a hold: a new rate shows there at once.
    expect(quotesSent(net).every((r) => !('holdId' in (r.body as object)))).toBe(true);
  });
});

describe('a rate change during checkout (409 PRICE_CHANGED)', () => {
  it("shows the server's words, takes the new price and hold, and lets the shopper pay again", async () => {
    net.reply('POST /api/create-razorpay-order', () => {
      // Meanwhile the owner set a new gold rate: the catalogue's price moved.
      catalogue.pieces[chain.id].price = 71020;
      catalogue.hold = HOLD_2;
      return { status: 409, json: { statusCode: 409, code: 'PRICE_CHANGED', message: RATE_CHANGED, hold: HOLD_2 } };
    });
    net.reply('POST /api/create-razorpay-order', { status: 200, json: createdFor(71120, 'order_B') });
    const { user, form } = await detailsFor(chain.price);
    await user.click(payButton(form));

    expect(await within(form).findByRole('alert')).toHaveTextContent(RATE_CHANGED);
    expect(await within(form).findByText('Prices held until 10:57')).toBeInTheDocument();
    expect(FakeRazorpay.last).toBeUndefined(); // nothing was charged
    expect(alerts).not.toHaveBeenCalled();
    const line = screen.getByRole('heading', { name: chain.name }).closest('li') as HTMLElement;
    expect(await within(line).findByRole('status')).toHaveTextContent('Price updated: was ₹70,570, now ₹71,020');
    await waitFor(() => expect(screen.getByTestId('crt-total')).toHaveTextContent('₹71,120'));

    expect(payButton(form)).toBeEnabled();
    await user.click(payButton(form));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(FakeRazorpay.last.options.amount).toBe(7112000);
    expect(payOrders().map((r) => (r.body as { holdId?: string }).holdId)).toEqual(['hold-1', 'hold-2']);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the buyer's PAN", () => {
  it('is asked for, with why, when the total is exactly ₹2,00,000, checked with the contract and sent', async () => {
    net.reply('POST /api/create-razorpay-order', { status: 200, json: createdFor(200000) });
    const { user, form } = await detailsFor(199900);
    const pan = within(form).getByLabelText('PAN');
    expect(pan).toHaveAccessibleDescription(en['form.panWhy']);
    expect(en['form.panWhy']).toBe('Required by law for jewellery purchases of ₹2 lakh or more');

    await user.click(payButton(form));
    expect(await within(form).findByText(PAN_REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.type(pan, 'ABCDE12345');
    expect(await within(form).findByText(PAN_MESSAGE)).toBeInTheDocument();
    expect(payOrders()).toHaveLength(0);

    await user.clear(pan);
    await user.type(pan, 'abcde1234f');
    await user.click(payButton(form));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(payOrders()[0].body).toMatchObject({ pan: 'ABCDE1234F', customerDetails: { name: 'Asha Iyer' } });
  });

  it('is neither shown nor sent a rupee below ₹2,00,000', async () => {
    net.reply('POST /api/create-razorpay-order', { status: 200, json: createdFor(199999) });
    const { user, form } = await detailsFor(199899);
    expect(within(form).queryByLabelText('PAN')).not.toBeInTheDocument();
    expect(within(form).queryByText(en['form.panWhy'])).not.toBeInTheDocument();
    await user.click(payButton(form));
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(payOrders()[0].body).not.toHaveProperty('pan');
  });
});

describe('the cart after a rate change', () => {
  it("says 'Price updated' when the next check answers the line's new price", async () => {
    const { user } = renderShop('/cart', [chain]);
    await waitFor(() => expect(quotesSent(net)).toHaveLength(1));
    const line = screen.getByRole('heading', { name: chain.name }).closest('li') as HTMLElement;
    expect(within(line).queryByRole('status')).not.toBeInTheDocument();
    catalogue.pieces[chain.id].price = 71020; // the owner raised the 22K rate
    await user.click(within(line).getByRole('button', { name: /increase/i }));
    expect(await within(line).findByRole('status')).toHaveTextContent('Price updated: was ₹70,570, now ₹71,020');
    await waitFor(() => expect(screen.getByTestId('crt-total')).toHaveTextContent('₹1,42,140'));
  });
});
