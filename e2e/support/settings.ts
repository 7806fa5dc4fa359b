// The shop's settings in the journeys: one journey at a time saves them and checks what the shop then
// shows (claimTheSettings), and the owner's cash-on-delivery limit set through the staff API, as the
// settings screen saves it.
import { expect, type Page } from '@playwright/test';
import { ENDPOINT_ROUTES, type ShopSettingsRecord, type ShopSettingsUpdate } from '@rmj/contracts';
import { claim } from './claims';
import { staffHeaders } from './rates';

/**
 * Claims the shop's settings for one journey: a save made while another journey's settings form is
 * open is refused as a change made by someone else, and a journey that saves a value and then checks
 * the shop would see another's value half-way. Resolves to its release.
 */
export function claimTheSettings(): Promise<() => void> {
  return claim('settings');
}

/**
 * As the owner signed in on `page`: saves the newest settings with the cash-on-delivery limit
 * `rupees` (undefined: none, cash on delivery off) and nothing else changed.
 */
export async function setCodLimit(page: Page, rupees: number | undefined): Promise<void> {
  const headers = await staffHeaders(page);
  const read = await page.request.get(ENDPOINT_ROUTES.adminSettings.path, { headers });
  expect(read.status(), await read.text()).toBe(200);
  const { settings, version } = (await read.json()) as ShopSettingsRecord;
  const { codLimitRupees: _before, ...others } = settings;
  const body: ShopSettingsUpdate = {
    settings: rupees === undefined ? others : { ...others, codLimitRupees: rupees },
    version,
  };
  const saved = await page.request.put(ENDPOINT_ROUTES.adminUpdateSettings.path, { headers, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
}
