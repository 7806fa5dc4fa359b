// The owner's side of today's rates for the storefront journeys: once signed in (signInOwner), the
// back office's session token calls the staff API as the rate screen and the catalogue editor do.
import { expect, type Page } from '@playwright/test';
import type { AddHuidsRequest, AdminProduct, ProductDraftInput, SetRatesRequestInput } from '@rmj/contracts';
import { claim } from './claims';

/** The staff session the back office keeps in this tab's sessionStorage (mfe-admin's STAFF_SESSION_KEY). */
const STAFF_SESSION_KEY = 'rmjStaffSession';

/** The Authorization header of the staff session signed in on `page` (as the back office sends it). */
export async function staffHeaders(page: Page): Promise<{ Authorization: string }> {
  const session = await page.evaluate((key) => sessionStorage.getItem(key), STAFF_SESSION_KEY);
  expect(session, 'the owner is signed in on this page').toBeTruthy();
  const { token } = JSON.parse(session!) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Staff API calls as the owner signed in on `page`. */
export async function ownerApi(page: Page) {
  const headers = await staffHeaders(page);
  return {
    /** PUT /api/admin/rates: today's rates in ₹ per gram (every piece priced by weight is re-priced). */
    async setRates(rates: SetRatesRequestInput['rates']): Promise<void> {
      const body: SetRatesRequestInput = { rates, derived: [] };
      const res = await page.request.put('/api/admin/rates', { headers, data: body });
      expect(res.status(), await res.text()).toBe(200);
    },
    /** Creates a piece priced by weight and publishes it; its id. */
    async createPiece(draft: ProductDraftInput): Promise<string> {
      const created = await page.request.post('/api/admin/catalogue/products', { headers, data: draft });
      expect(created.status(), await created.text()).toBe(201);
      const { _id: id } = (await created.json()) as AdminProduct;
      const published = await page.request.patch(`/api/admin/catalogue/products/${id}`, {
        headers,
        data: { published: true },
      });
      expect(published.status(), await published.text()).toBe(200);
      return id;
    },
    /** POST …/huids: the HUIDs of a hallmarked piece's pieces in stock. */
    async addHuids(id: string, huids: string[]): Promise<void> {
      const body: AddHuidsRequest = { huids };
      const res = await page.request.post(`/api/admin/catalogue/products/${id}/huids`, { headers, data: body });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

/** The storefront's price of a product now (whole rupees), as GET /api/products/:id answers it. */
export async function shopPrice(page: Page, id: string): Promise<number> {
  const res = await page.request.get(`/api/products/${id}`);
  return ((await res.json()) as { price: number }).price;
}

/**
 * Claims today's rates for one test: journeys that set the rates and then check prices run in
 * different workers, and one's new rates would change the other's prices half-way. The claim is a
 * file only one worker can create (beside the run's other shared files); resolves to its release.
 */
export function claimTheRates(): Promise<() => void> {
  return claim('rates');
}
