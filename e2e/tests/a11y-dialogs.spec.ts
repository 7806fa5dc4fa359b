// Keyboard and screen-reader behaviour that axe cannot see: the checkout's two dialogs
// take the focus, keep Tab inside (the browser's modal dialog: the page behind is inert), close on
// Escape as their own Cancel / close button do, and give the focus back; a client-side route change
// names the new page in the title and puts the focus on its heading.
import { expect, test, type Locator, type Page } from '../support/test';
import { titled } from '@rmj/contracts';
import { cartWith, engravedLine, type Product } from '../support/checkout';
import { buyableProducts, customerDetailsDialog, paymentWindow, registerShopper, startCheckout } from '../support/shop';

let products: Product[];
test.beforeAll(async ({ request }) => {
  products = await buyableProducts(request, 2);
  expect(products.length).toBe(2);
});

/** Whether the focused element is inside `dialog` (or, between two rounds, on nothing in the page). */
async function focusStaysIn(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((element) => {
    const active = document.activeElement;
    return active === null || active === document.body || element.contains(active);
  });
}

/** Presses Tab (or Shift+Tab) `times` times; the focus never lands on the page behind the dialog. */
async function tabAround(page: Page, dialog: Locator, times: number, key = 'Tab'): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    expect(await focusStaysIn(dialog), `${key} #${i + 1} left the dialog`).toBe(true);
  }
}

test('the customer-details dialog: focus in, Tab kept inside, Escape cancels, focus back on Proceed to checkout', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'dialogs');
  await cartWith(page, shopper, [engravedLine(products[0])]);
  const opener = page.getByRole('button', { name: 'Proceed to checkout' });
  await opener.click();
  const dialog = customerDetailsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Full Name', { exact: true })).toBeFocused();

  // Seven fields, the country, Cancel and Proceed to Payment: round past the last one, and back past the first.
  await tabAround(page, dialog, 12);
  await tabAround(page, dialog, 3, 'Shift+Tab');
  // A modal dialog: the page behind it is inert.
  await expect(page.locator('dialog[open]:modal')).toHaveCount(1);

  await dialog.getByLabel('City', { exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Cancel does the same.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the order-details dialog: focus in, Tab kept inside, Escape closes it to /cart, focus on the page heading', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, 'overlay');
  await cartWith(page, shopper, [engravedLine(products[1])]);
  // While the payment window is open the form is on screen but not modal: the window takes the input.
  await startCheckout(page);
  await expect(page.locator('dialog[open]:modal')).toHaveCount(0);
  await paymentWindow(page).getByRole('button', { name: 'Success' }).click();

  const overlay = page.getByRole('dialog', { name: 'Order Details' });
  await expect(overlay.getByText('Order has been saved successfully')).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Close order details' })).toBeFocused();
  // Close, Print Order, Continue Shopping: round past the last one, and back past the first.
  await tabAround(page, overlay, 4);
  await tabAround(page, overlay, 2, 'Shift+Tab');

  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(/\/cart$/);
  // The button that opened checkout went with the emptied cart: the page's heading has the focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeFocused();
});

test('a route change names the new page in the title and puts the focus on its heading', async ({ page }) => {
  await page.goto('/cart');
  const cartHeading = page.getByRole('heading', { level: 1, name: 'Your cart is empty' });
  // The first page of a fresh browser on a loaded machine: its remote may take a while.
  await expect(cartHeading).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(titled('Your Cart'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page).toHaveTitle(titled('Track Your Order'));
  const heading = page.getByRole('heading', { level: 1, name: 'Track Your Order' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);

  // Back to the previous page: the same again.
  await page.goBack();
  await expect(page).toHaveTitle(titled('Your Cart'));
  await expect(cartHeading).toBeFocused();
});
