// The owner's fulfilment steps and what the shopper is handed afterwards, shared by the journeys
// that take an order to the parcel: the workshop's moves up to Shipped with an AWB, the order as
// the staff API answers it, and the tax invoice downloaded from tracking and read as words.
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AdminOrder } from '@rmj/contracts';
import { staffHeaders } from './rates';

/**
 * On the order's back-office page, as the owner: Start workshop, Quality check, then Ship with
 * `courier` and `awb`; each move's status message seen before the next.
 */
export async function shipThroughWorkshop(
  staff: Page,
  orderNumber: string,
  awb: string,
  courier = 'Blue Dart',
): Promise<void> {
  await staff.goto(`/admin/orders/${orderNumber}`);
  await staff.getByRole('button', { name: 'Start workshop' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to In workshop.' })).toBeVisible();
  await staff.getByRole('button', { name: 'Quality check' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to Quality check.' })).toBeVisible();
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  const form = staff.getByRole('form', { name: 'Ship the order' });
  await form.getByLabel('Courier').selectOption(courier);
  await form.getByLabel('Air-waybill (AWB) number').fill(awb);
  await form.getByRole('button', { name: 'Ship the order' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to Shipped.' })).toBeVisible();
}

/** GET /api/admin/orders/:orderNumber as the staff member signed in on `staff`. */
export async function staffOrder(staff: Page, orderNumber: string): Promise<AdminOrder> {
  const res = await staff.request.get(`/api/admin/orders/${orderNumber}`, { headers: await staffHeaders(staff) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminOrder;
}

/** Each page's size (PDF points) and words of a PDF, read with pdfjs-dist (as the orders service's tests read invoices). */
export async function pdfPages(file: string): Promise<Array<{ width: number; height: number; text: string }>> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: false }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { width, height } = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push({ width, height, text: text.replace(/\s+/g, ' ') });
  }
  await pdf.destroy();
  return pages;
}

/** The words of a PDF, every page, spaces collapsed. */
export async function pdfText(file: string): Promise<string> {
  return (await pdfPages(file)).map((page) => page.text).join(' ');
}

/** Presses 'Download tax invoice' (the tracking page's) and reads the file: its suggested name and its words. */
export async function downloadInvoice(page: Page): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download tax invoice' }).click(),
  ]);
  return { filename: download.suggestedFilename(), text: await pdfText(await download.path()) };
}
