// A shopper deletes their account (India's DPDP Act): refused, naming the order, while an order is
// open; once it is cancelled and refunded, the typed e-mail confirms, the shopper is signed out and
// sent home with a notice, the address gets a last confirmation, the old token and password stop
// working, and registering again with the same e-mail starts an account with no history.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '../support/test';
import { ACCOUNT_DELETED_NOTICE, openOrdersMessage } from '@rmj/contracts';
import { cartWith, payAndReadOrderNumber } from '../support/checkout';
import { buyableProducts, logInAs, mailsTo, startCheckout, type Shopper, registerShopper } from '../support/shop';

test.describe.configure({ timeout: 180_000 });

const codeMails = async (request: APIRequestContext, email: string) =>
  (await mailsTo(request, email)).filter((mail) => /\b\d{6}\b/.test(mail.text));

/** Registers `shopper`'s e-mail again through identity's API; answers the new session. */
async function registerAgain(request: APIRequestContext, shopper: Shopper): Promise<Shopper> {
  const { token: _token, userId: _userId, ...body } = shopper;
  const before = (await codeMails(request, shopper.email)).length;
  expect((await request.post('/api/register', { data: body })).ok()).toBe(true);
  await expect.poll(async () => (await codeMails(request, shopper.email)).length, { timeout: 15_000 }).toBe(before + 1);
  const [latest] = await codeMails(request, shopper.email);
  const verificationCode = /\b(\d{6})\b/.exec(latest.text)![1];
  const res = await request.post('/api/register', { data: { ...body, verificationCode } });
  expect(res.ok()).toBe(true);
  const session = (await res.json()) as { token: string; userId: string };
  return { ...shopper, token: session.token, userId: session.userId };
}

test('an open order stops the deletion; once it is refunded the account is erased and the e-mail starts afresh', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'erase');
  const [product] = await buyableProducts(request, 1);
  await cartWith(page, shopper, [
    { id: product._id, name: product.name, price: product.price, quantity: 1, image: product.image },
  ]);
  await startCheckout(page, { Email: shopper.email });
  const orderNumber = await payAndReadOrderNumber(page);

  // What goes and what stays is said before anything is asked.
  await page.goto('/welcome');
  const section = page.getByRole('main').getByRole('region', { name: 'Delete my account' });
  await expect(section).toContainText('GST law requires us to keep tax invoices for 8 years');
  await expect(section).toContainText('the files you uploaded');

  // The order is still open: refused, naming it, and the shopper stays signed in.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account permanently' });
  const typed = dialog.getByLabel('E-mail address of this account');
  await expect(typed).toBeFocused();
  await expect(confirm).toBeDisabled();
  // A modal dialog: Tab never reaches the page behind it, and it passes axe (WCAG 2 A/AA).
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    // Past the last control the focus may rest on the browser's own controls (nothing in the page), never behind.
    const inside = await dialog.evaluate((element) => {
      const active = document.activeElement;
      return active === null || active === document.body || element.contains(active);
    });
    expect(inside).toBe(true);
  }
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await typed.fill('someone.else@example.in');
  await expect(confirm).toBeDisabled();
  await typed.fill(shopper.email);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(openOrdersMessage([orderNumber]));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Delete my account' })).toBeFocused();
  await expect(page).toHaveURL(/\/welcome$/);

  // The shopper cancels it within the hour; the sandbox refunds it.
  const auth = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post(`/api/orders/${orderNumber}/cancel`, { headers: auth, data: {} })).ok()).toBe(true);
  await expect
    .poll(
      async () => ((await (await request.get(`/api/track-order/${orderNumber}`)).json()) as { status: string }).status,
      {
        timeout: 30_000,
      },
    )
    .toBe('Refunded');

  // Now it goes through: signed out, sent home, told so.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('E-mail address of this account').fill(shopper.email);
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_DELETED_NOTICE })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userId')])).toEqual([
    null,
    null,
  ]);
  await expect
    .poll(async () => (await mailsTo(request, shopper.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('Your RMJ account has been deleted');

  // The old session and password no longer work.
  expect((await request.get('/api/account/addresses', { headers: auth })).status()).toBe(401);
  const login = await request.post('/api/login', { data: { email: shopper.email, password: shopper.password } });
  expect(login.status()).toBe(401);

  // The same e-mail registers again: a new account with no history.
  const fresh = await registerAgain(request, shopper);
  expect(fresh.userId).not.toBe(shopper.userId);
  const mine = await request.get('/api/orders/mine', { headers: { Authorization: `Bearer ${fresh.token}` } });
  expect(((await mine.json()) as { orders: unknown[] }).orders).toEqual([]);
  await logInAs(page, fresh);
  await page.goto('/welcome');
  await expect(page.getByRole('main').getByText('You have no orders yet.')).toBeVisible();
});
