import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type PublicShopSettings } from '@rmj/contracts';
import { productApi } from './product-api';

// The owner's public settings (GET /api/settings): the shipping fee under the price, and the
// grievance officer the upload notices name. The gateway keeps the answer a few seconds at most.
const settingsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: contractQuery(build, ENDPOINT_ROUTES.shopSettings),
  }),
});

/** The public settings; undefined while they load or when they cannot be read. */
export function usePublicShopSettings(): PublicShopSettings | undefined {
  return settingsApi.useShopSettingsQuery().data?.settings;
}
