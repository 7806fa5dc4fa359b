import { DEFAULT_SHIPPING_RULE } from '@rmj/contracts';
import { usePublicShopSettings } from '../../../lib/shop-settings';

/** The shipping fee in rupees: the settings', or the contract's rule (₹100) while they load or cannot be read. */
export function useShippingFee(): number {
  return usePublicShopSettings()?.shippingFeeRupees ?? DEFAULT_SHIPPING_RULE.shippingFeeRupees;
}
