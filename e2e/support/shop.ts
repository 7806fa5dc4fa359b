// Page helpers that read as a shopper's steps.
import { expect, type Page } from '@playwright/test';

export type RemoteName = 'mfe_catalog' | 'mfe_product' | 'mfe_cart' | 'mfe_account';

/** The region a remote renders into, once its page is on screen. */
export function region(page: Page, remote: RemoteName, pageName?: string) {
  const selector = pageName ? `[data-remote="${remote}"][data-page="${pageName}"]` : `[data-remote="${remote}"]`;
  return page.locator(selector);
}

export async function expectRemotePage(page: Page, remote: RemoteName, pageName: string): Promise<void> {
  await expect(region(page, remote, pageName)).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

export function cartBadge(page: Page) {
  return page.getByTestId('cart-badge');
}

/** Puts items in the shopper's stored cart (as an earlier visit would have) and reloads. */
export async function seedStoredCart(page: Page, items: Array<Record<string, unknown>>): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('rmjCart', JSON.stringify(value)), items);
  await page.reload();
}

export async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search products' }).or(page.getByRole('textbox', { name: 'Search products' }));
  await expect(box).toBeVisible();
  return box;
}

/** Ports of the private stack started by global-setup (absent when E2E_BASE_URL is used). */
export function stackInfo(): { ports: Record<string, number>; root: string } | null {
  return process.env.E2E_STACK ? JSON.parse(process.env.E2E_STACK) : null;
}
