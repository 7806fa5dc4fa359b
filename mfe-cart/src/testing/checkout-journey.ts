// The steps of a checkout in unit tests, as a shopper takes them: a line in the cart, the network's
// usual answers for the checkout calls, the details form and the payment window opening.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { NewCartItem } from '@rmj/cart';
import type { CreatePaymentOrderResponse } from '@rmj/contracts';
import type { FakeNetwork } from '@rmj/web-testing';
import { answerQuotes } from './fake-quotes';
import { FakeRazorpay } from './fake-razorpay';
import { logIn, renderShop } from './render-cart';

export const ring: NewCartItem = {
  id: 'a00000000000000000000001',
  name: 'Silver Promise Ring',
  price: 1, // tampered in storage: the server's ₹2,500 is what counts
  size: '7',
  customization: {
    type: 'engraving',
    customName: 'ANU',
    selectedFont: 'serif',
    fileData: 'data:image/png;base64,AAAA',
  },
};

export const pricing = {
  lines: [
    {
      productId: ring.id as string,
      name: 'Silver Promise Ring',
      price: 2500,
      quantity: 1,
      total: 2500,
      image: '/img/ring.svg',
      size: '7',
      customization: { type: 'engraving' as const, customName: 'ANU', selectedFont: 'serif' },
    },
  ],
  subtotal: 2500,
  shipping: 100,
  discount: 0,
  total: 2600,
};

export const created: CreatePaymentOrderResponse = {
  success: true,
  message: 'Payment order created',
  order: { id: 'order_A', amount: 260000, currency: 'INR' },
  pricing,
};

/** The orders service's answers for a checkout that goes well (the cart's price check included). */
export function replyAsTheShop(net: FakeNetwork): void {
  answerQuotes(net, { [String(ring.id)]: { name: 'Silver Promise Ring', price: 2500 } });
  net.reply('GET /api/razorpay-key', {
    status: 200,
    json: { success: true, key: 'rzp_test_X', checkoutScript: '/payment-sandbox/checkout.js' },
  });
  net.reply('POST /api/create-razorpay-order', { status: 200, json: created });
  net.reply('POST /api/verify-payment', {
    status: 200,
    json: {
      success: true,
      message: 'Payment verified successfully',
      orderId: 'RMJ-7K3M9Q2X4P',
      orderDate: '2026-01-05T06:00:00.000Z',
    },
  });
  net.reply('POST /api/orders', {
    status: 200,
    json: { success: true, orderId: 'RMJ-7K3M9Q2X4P', message: 'Order has been saved successfully' },
  });
}

export async function openDetails(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
  // The form's code arrives on demand (its own chunk).
  return screen.findByRole('dialog', { name: 'Customer Details' });
}

export async function fillDetails(user: UserEvent, form: HTMLElement) {
  // Pasted rather than typed key by key: the same change events for the form in a fraction of the
  // time (the journey runs in many specs, on a busy machine).
  const fill = async (label: string, value: string) => {
    await user.click(within(form).getByLabelText(label));
    await user.paste(value);
  };
  await user.clear(within(form).getByLabelText('Full Name'));
  await fill('Full Name', 'Asha Iyer');
  await fill('Email', 'asha@example.in');
  await fill('Phone Number', '9876543210');
  await fill('Street Address', '12 Temple Street');
  await fill('ZIP Code', '625001');
  await fill('City', 'Madurai');
  // In India the State is a list (the invoice's place of supply follows it).
  await user.selectOptions(within(form).getByLabelText('State'), 'Tamil Nadu');
}

/** A logged-in shopper with the ring in the cart submits the details form. */
export async function submitDetails() {
  logIn('Asha', 'Iyer');
  const shop = renderShop('/cart', [ring]);
  const form = await openDetails(shop.user);
  await fillDetails(shop.user, form);
  await shop.user.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));
  return { ...shop, form };
}

/** As submitDetails, then waits for the payment window. */
export async function startPayment() {
  const shop = await submitDetails();
  await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  return shop;
}
