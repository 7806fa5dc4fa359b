// identity's calls to the other services when an account is deleted: their /internal/erasure/*
// endpoints, with the service credential. Any failure (unreachable, a refusal, an answer that is not
// the contract's) is a 503 with the "try again" message: the account is kept and still works, and
// each call is idempotent, so the next try finishes the job.
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  ACCOUNT_DELETION_MESSAGES,
  ENDPOINTS,
  filesErasureResponseSchema,
  orderErasureResponseSchema,
  type ErasureRequest,
  type FilesErasureResponse,
  type OrderErasureResponse,
} from '@rmj/contracts';
import { internalServiceHeaders, SERVICE_CONFIG } from '@rmj/nest-common';
import type { z } from 'zod';
import type { IdentityConfig } from '../config/identity.config';

/** Each call's time-out: both together stay well inside the gateway's wait for DELETE /api/account. */
const TIMEOUT_MS = 5000;

@Injectable()
export class ErasureClients {
  private readonly logger = new Logger(ErasureClients.name);

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  /** Orders: refused (with the open order numbers) or done. */
  eraseOrders(userId: string): Promise<OrderErasureResponse> {
    return this.post(
      'orders',
      `${this.config.ORDERS_URL}${ENDPOINTS.eraseOrders.path}`,
      userId,
      orderErasureResponseSchema,
    );
  }

  /** Catalog: the account's files and consent links. */
  eraseFiles(userId: string): Promise<FilesErasureResponse> {
    return this.post(
      'catalog',
      `${this.config.CATALOG_URL}${ENDPOINTS.eraseFiles.path}`,
      userId,
      filesErasureResponseSchema,
    );
  }

  private async post<T>(service: string, url: string, userId: string, answer: z.ZodType<T>): Promise<T> {
    const body: ErasureRequest = { userId };
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...internalServiceHeaders(this.config) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      return answer.parse(await res.json());
    } catch (err) {
      this.logger.warn(`account erasure: ${service} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException(ACCOUNT_DELETION_MESSAGES.unavailable);
    }
  }
}
