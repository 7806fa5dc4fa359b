import { contractQuery } from '@rmj/api-client';
import { DEFAULT_SHOP_SETTINGS, ENDPOINT_ROUTES, type PublicShopSettings } from '@rmj/contracts';
import { catalogApi } from './catalog-api';

// GET /api/settings: the seller's details, contact, hours, shipping, return window and grievance
// officer as the owner set them, for every page that shows them (contact, privacy, seller, policies;
// the gateway keeps it a few seconds at most). Server-rendered pages wait for it like any query.
const settingsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: contractQuery(build, ENDPOINT_ROUTES.shopSettings),
  }),
});

const { noticeRecipients: _private, ...DEFAULTS } = DEFAULT_SHOP_SETTINGS;

/** The public settings: the server's, or today's values while they load or when they cannot be read. */
export function usePublicShopSettings(): PublicShopSettings {
  const { data } = settingsApi.useShopSettingsQuery();
  return data?.settings ?? DEFAULTS;
}
