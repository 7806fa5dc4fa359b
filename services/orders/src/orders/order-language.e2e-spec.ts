// The order keeps the language of the checkout page, and the shopper's confirmation is written in it.
import { createPaymentOrderResponseSchema, SHOP_LANGUAGE_HEADER } from '@rmj/contracts';
import type { CaughtMail } from '@rmj/mail-catcher';
import { createTestApp, customer, eventually, PRODUCTS, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('order-language');
});
afterAll(() => t.close());

const ring = { productId: PRODUCTS.ring._id, quantity: 1, size: '7' };

/** Checks out from a page in `lang` (or one that names none), pays in the sandbox, verifies; the order number. */
async function checkoutFrom(lang: string | undefined, email: string): Promise<string> {
  const call = t.http().post('/api/create-razorpay-order').set('Authorization', t.bearer('lang-user', email));
  const created = createPaymentOrderResponseSchema.parse(
    (
      await (lang ? call.set(SHOP_LANGUAGE_HEADER, lang) : call)
        .send({ currency: 'INR', items: [ring], customerDetails: { ...customer, email } })
        .expect(200)
    ).body,
  );
  const paid = t.sandbox.pay(created.order.id, 'success');
  if (!paid.ok) throw new Error('sandbox refused the payment');
  const verified = await t
    .http()
    .post('/api/verify-payment')
    .set('Authorization', t.bearer('lang-user', email))
    .send(paid.body as object)
    .expect(200);
  return (verified.body as { orderId: string }).orderId;
}

async function confirmationOf(orderNumber: string, to: string): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await eventually(async () => {
    const all = (await (await fetch(`http://127.0.0.1:${t.mail.httpPort}/api/messages`)).json()) as CaughtMail[];
    mail = all.find((m) => m.subject.includes(orderNumber) && m.to.includes(to));
    return Boolean(mail);
  });
  return mail as CaughtMail;
}

it('a Tamil checkout is a Tamil order: its confirmation has the Tamil subject and body, and links to the Tamil tracking page', async () => {
  const orderNumber = await checkoutFrom('ta', 'meena@example.in');
  expect((await t.orders.findOne({ orderNumber }).lean())?.language).toBe('ta');
  const mail = await confirmationOf(orderNumber, 'meena@example.in');
  expect(mail.subject).toBe(`உங்கள் RMJ ஆர்டர் ${orderNumber} உறுதிசெய்யப்பட்டது`);
  expect(mail.text).toContain('RMJ Jewellers-இல் ஆர்டர் செய்ததற்கு நன்றி. உங்கள் கட்டணம் எங்களுக்குக் கிடைத்தது.');
  expect(mail.text).toContain(`ஆர்டர் எண்: ${orderNumber}`);
  expect(mail.text).toContain('1 x Silver Promise Ring (அளவு 7) - ₹2,500');
  expect(mail.text).toMatch(/செலுத்திய மொத்தம்: ₹2,\d{3}/);
  expect(mail.text).toContain(`/ta/track-order?order=${orderNumber}`);
  expect(mail.text).not.toContain('Thank you for your order');
});

it('an English checkout, and a call that names no language, keep the English confirmation', async () => {
  for (const [lang, email] of [
    ['en', 'ravi@example.in'],
    [undefined, 'kumar@example.in'],
  ] as const) {
    const orderNumber = await checkoutFrom(lang, email);
    expect((await t.orders.findOne({ orderNumber }).lean())?.language).toBe('en');
    const mail = await confirmationOf(orderNumber, email);
    expect(mail.subject).toBe(`Your RMJ order ${orderNumber} is confirmed`);
    expect(mail.text).toMatch(
      /^Hello Asha Iyer,\n\nThank you for your order at RMJ Jewellers\. We have received your payment\./,
    );
    expect(mail.text).toContain(`/track-order?order=${orderNumber}`);
    expect(mail.text).not.toContain('/ta/');
  }
});
