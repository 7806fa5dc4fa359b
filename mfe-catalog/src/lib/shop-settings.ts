import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type PublicShopSettings } from '@rmj/contracts';
import { catalogApi } from './catalog-api';

// GET /api/settings: the seller's details, contact, hours, shipping, return window and grievance
// officer as the owner set them, for every page that shows them (contact, privacy, seller, policies,
// complaints; the gateway keeps it a few seconds at most). Server-rendered pages wait for it like any
// query and the browser takes the server's answer with the page, so it is there from the first paint.
// Only a page opened in the browser (or a failed read) is without it: the pages then show no shop
// details of their own but a way to reach the shop (ShopDetailsPending).
const settingsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: contractQuery(build, ENDPOINT_ROUTES.shopSettings),
  }),
});

/** The public settings as the server answered them; undefined while they load or when they cannot be read. */
export function usePublicShopSettings(): PublicShopSettings | undefined {
  const { data } = settingsApi.useShopSettingsQuery();
  return data?.settings;
}
