/**
 * Reads products from the catalog service over its internal API (never its database): the price
 * and the stock an order is charged by come from here, read fresh, not from the browser or a
 * cache. Also hands a paid order's quantities to the catalog (the stock take, once per order), and
 * a cancelled order's back (the stock return, once per order), and records the HUIDs taken at
 * Quality check in the catalog's HUID register, and reads the pieces low on stock for the owner's
 * daily mail. The internal routes are not under /api, so the gateway never exposes them.
 */
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  ENDPOINTS,
  internalProductSchema,
  lowStockResponseSchema,
  soldHuidsConflictSchema,
  soldHuidsResponseSchema,
  stockReturnResponseSchema,
  stockTakeResponseSchema,
  type InternalProduct,
  type LowStockPiece,
  type SoldHuidsRequest,
  type StockReturnRequest,
  type StockReturnResponse,
  type StockTakeRequest,
  type StockTakeResponse,
} from '@rmj/contracts';
import { internalServiceHeaders, SERVICE_CONFIG } from '@rmj/nest-common';
import type { z } from 'zod';
import type { OrdersConfig } from '../config/orders.config';

/** What the catalog said about one id: the product as sold now, or that it is not sold online. */
export type CatalogAnswer = { found: true; product: InternalProduct } | { found: false };

export const CATALOG_UNAVAILABLE = 'We could not check prices right now. Please try again in a moment.';

export const HUID_REGISTER_UNAVAILABLE = 'We could not record the HUIDs right now. Please try again in a moment.';

const TIMEOUT_MS = 5000;

@Injectable()
export class CatalogClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** The pieces low on stock now (the owner's daily mail); throws when the catalog cannot say. */
  async lowStock(): Promise<LowStockPiece[]> {
    const res = await fetch(`${this.config.CATALOG_URL}${ENDPOINTS.internalLowStock.path}`, {
      headers: internalServiceHeaders(this.config),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`catalog answered ${res.status} for the pieces low on stock`);
    return lowStockResponseSchema.parse(await res.json()).lowStock;
  }

  /**
   * The product for a new checkout. Unknown ids (404), ids that are not catalogue ids (400, e.g. a
   * built-in sample), archived and unpublished products all mean the same: not sold online.
   */
  async product(id: string): Promise<CatalogAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.config.CATALOG_URL}/internal/products/${encodeURIComponent(id)}`, {
        headers: internalServiceHeaders(this.config),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
    }
    if (res.status === 404 || res.status === 400) {
      await res.arrayBuffer().catch(() => undefined);
      return { found: false };
    }
    if (!res.ok) throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
    const parsed = internalProductSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ServiceUnavailableException(CATALOG_UNAVAILABLE);
    const product = parsed.data;
    if (product.archived || !product.published) return { found: false };
    return { found: true, product };
  }

  /**
   * Takes a paid order's quantities from stock. The catalog keys the take by `orderId`, so asking
   * again (a retry, two paths at once) changes nothing and answers `taken: false`. Throws when the
   * catalog cannot be reached or refuses, so the caller retries later.
   */
  async takeStock(body: StockTakeRequest): Promise<StockTakeResponse> {
    return this.postStock('/internal/stock/takes', 'stock take', body, stockTakeResponseSchema);
  }

  /**
   * Puts an order's pieces back in stock: the whole order (a cancellation, a refused parcel), keyed by
   * the order's id, or a return's pieces keyed by its `returnKey`. The catalog puts back only what the
   * take removed, once per key, so asking again changes nothing and answers `returned: false`.
   * Throws when the catalog cannot be reached or refuses, so the caller retries later.
   */
  async returnStock(body: StockReturnRequest): Promise<StockReturnResponse> {
    return this.postStock('/internal/stock/returns', 'stock return', body, stockReturnResponseSchema);
  }

  /**
   * Records the HUIDs an order's Quality check took as sold on it (the catalog records them once, so
   * a retry is harmless). Answers the HUIDs already on another piece (nothing recorded then); throws
   * 503 when the catalog cannot be reached or refuses otherwise, so the Quality check is not recorded
   * with HUIDs the register does not hold.
   */
  async recordSoldHuids(body: SoldHuidsRequest): Promise<{ taken: string[] }> {
    let res: Response;
    try {
      res = await fetch(`${this.config.CATALOG_URL}${ENDPOINTS.recordSoldHuids.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...internalServiceHeaders(this.config) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ServiceUnavailableException(HUID_REGISTER_UNAVAILABLE);
    }
    const answer = await res.json().catch(() => null);
    if (res.status === 409) {
      const conflict = soldHuidsConflictSchema.safeParse(answer);
      if (conflict.success) return { taken: conflict.data.taken };
    }
    if (!res.ok || !soldHuidsResponseSchema.safeParse(answer).success)
      throw new ServiceUnavailableException(HUID_REGISTER_UNAVAILABLE);
    return { taken: [] };
  }

  private async postStock<T>(path: string, what: string, body: unknown, answer: z.ZodType<T>): Promise<T> {
    const res = await fetch(`${this.config.CATALOG_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...internalServiceHeaders(this.config) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new Error(`the catalog answered ${res.status} to the ${what}: ${text.slice(0, 200)}`);
    }
    return answer.parse(await res.json());
  }
}
