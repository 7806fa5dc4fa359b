import { runtimeConfigSchema, type RuntimeConfig } from '@rmj/contracts';
import type { GatewayConfig } from '../config/gateway.config';

/** The shell's runtime configuration, from the gateway's environment. */
export function buildRuntimeConfig(config: GatewayConfig): RuntimeConfig {
  return runtimeConfigSchema.parse({
    remotes: {
      mfe_catalog: config.REMOTE_MFE_CATALOG_URL,
      mfe_product: config.REMOTE_MFE_PRODUCT_URL,
      mfe_cart: config.REMOTE_MFE_CART_URL,
      mfe_account: config.REMOTE_MFE_ACCOUNT_URL,
    },
    chatPhone: config.SELLER_PHONE,
  });
}
