/**
 * Reads products from the catalog service over its public API (never its database): the price
 * and stock an order is charged by come from here, not from the browser.
 */
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { productSchema, type Product } from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

/** What the catalog said about one id: the product, or that it does not exist. */
export type CatalogAnswer = { found: true; product: Product } | { found: false };

export const CATALOG_UNAVAILABLE = 'We could not check prices right now. Please try again in a moment.';

@Injectable()
export class CatalogClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  async product(id: string): Promise<CatalogAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.config.CATALOG_URL}/api/products/${encodeURIComponent(id)}`, {
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
    }
    // 400 (not a catalogue id, e.g. a built-in sample) and 404 both mean: not sold online.
    if (res.status === 404 || res.status === 400) return { found: false };
    if (!res.ok) throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
    const parsed = productSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
    return { found: true, product: parsed.data };
  }
}
