/**
 * Tells the catalog that uploaded customisation files belong to a paid order, so its clean-up
 * of unreferenced uploads keeps them: POST {CATALOG_URL}/internal/files/claims {fileIds}
 * (internal, not under /api, so not reachable through the gateway). The request schema will live
 * in @rmj/contracts (files.ts) with the files feature; this is the only place that calls it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

/** Body of POST /internal/files/claims (to be replaced by the contract's type). */
export interface FileClaimsRequest {
  fileIds: string[];
}

@Injectable()
export class FilesClaimClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** True when the catalog took the claim (2xx); false otherwise, so the caller retries later. */
  async claim(fileIds: string[]): Promise<boolean> {
    if (fileIds.length === 0) return true;
    const body: FileClaimsRequest = { fileIds };
    try {
      const res = await fetch(`${this.config.CATALOG_URL}/internal/files/claims`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.ok;
    } catch {
      return false;
    }
  }
}
