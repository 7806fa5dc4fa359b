import { contractQuery } from '@rmj/api-client';
import { DEFAULT_SHIPPING_RULE, ENDPOINT_ROUTES } from '@rmj/contracts';
import { productApi } from '../../../lib/product-api';

// The owner's shipping fee (GET /api/settings, public) for the note under the price.
const settingsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: contractQuery(build, ENDPOINT_ROUTES.shopSettings),
  }),
});

/** The shipping fee in rupees: the settings', or today's ₹100 while they load or cannot be read. */
export function useShippingFee(): number {
  const { data } = settingsApi.useShopSettingsQuery();
  return data?.settings.shippingFeeRupees ?? DEFAULT_SHIPPING_RULE.shippingFeeRupees;
}
