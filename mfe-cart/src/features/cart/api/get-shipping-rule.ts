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
  return ruleOf(data?.settings);
}

function ruleOf(settings: ShippingRule | undefined): ShippingRule {
  if (!settings) return DEFAULT_SHIPPING_RULE;
  const { shippingFeeRupees, freeShippingThresholdRupees } = settings;
  return { shippingFeeRupees, freeShippingThresholdRupees };
}

/**
 * The shipping rule and the owner's cash-on-delivery limit in whole rupees (0, off, while the settings
 * load, cannot be read or name none), from one read: the checkout passes the limit to its form, so
 * opening the form asks the network for nothing more.
 */
export function useShopRules(): { shippingRule: ShippingRule; codLimitRupees: number } {
  const { data } = settingsApi.useShopSettingsQuery();
  return { shippingRule: ruleOf(data?.settings), codLimitRupees: data?.settings.codLimitRupees ?? 0 };
}
