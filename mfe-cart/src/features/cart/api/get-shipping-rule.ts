import { contractQuery } from '@rmj/api-client';
import { DEFAULT_SHIPPING_RULE, ENDPOINT_ROUTES, type ShippingRule } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The owner's shipping fee and free-shipping threshold (GET /api/settings, public), for the
// summary's figures before the server prices the cart; the server's quote and checkout use the same rule.
const settingsApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: contractQuery(build, ENDPOINT_ROUTES.shopSettings),
  }),
});

/** The shipping rule: the settings', or today's (flat ₹100) while they load or cannot be read. */
export function useShippingRule(): ShippingRule {
  const { data } = settingsApi.useShopSettingsQuery();
  if (!data) return DEFAULT_SHIPPING_RULE;
  const { shippingFeeRupees, freeShippingThresholdRupees } = data.settings;
  return { shippingFeeRupees, freeShippingThresholdRupees };
}
