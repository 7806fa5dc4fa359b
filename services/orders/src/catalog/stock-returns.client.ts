/**
 * Puts a cancelled order's pieces back in the catalogue's stock (POST /internal/stock/returns). The
 * catalog keys the return by the order's id and only returns what was taken, so asking again (a
 * retry after a lost answer, two paths at once) changes nothing and answers `returned: false`.
 */
import { Inject, Injectable } from '@nestjs/common';
import { stockReturnResponseSchema, type StockReturnRequest, type StockReturnResponse } from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

const TIMEOUT_MS = 5000;

@Injectable()
export class StockReturnsClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** Throws when the catalog cannot be reached or refuses, so the caller retries later. */
  async returnStock(body: StockReturnRequest): Promise<StockReturnResponse> {
    const res = await fetch(`${this.config.CATALOG_URL}/internal/stock/returns`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new Error(`the catalog answered ${res.status} to the stock return: ${text.slice(0, 200)}`);
    }
    return stockReturnResponseSchema.parse(await res.json());
  }
}
