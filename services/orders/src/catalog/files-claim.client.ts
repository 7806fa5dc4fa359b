/**
 * The orders service's calls about a shopper's customisation files, to the catalog's internal
 * routes (not under /api, so not reachable through the gateway):
 * - before a payment order is created, POST {CATALOG_URL}/internal/files/ownership with the
 *   shopper's Cookie header: every file of the cart must be the shopper's (uploaded under their
 *   account, or in this browser and then adopted by the account), or checkout stops with a 400;
 *   a return's photos are checked the same way, and must have been uploaded as return photos;
 * - once the order is paid, POST {CATALOG_URL}/internal/files/claims, so the catalog keeps the
 *   shopper's files for the retention period. Other shoppers' files are never claimed.
 */
import { BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  customizationFileIds,
  FILE_MESSAGES,
  fileOwnershipResponseSchema,
  isFileId,
  type CheckoutLine,
  type FileClaimsRequest,
  type FileOwnershipRequest,
  type UploadPurpose,
} from '@rmj/contracts';
import { internalServiceHeaders, SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

const TIMEOUT_MS = 5000;

@Injectable()
export class FilesClaimClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /**
   * Refuses checkout (400 FILE_MESSAGES.notYours) when a line names a file that is malformed,
   * gone or not this shopper's; 503 when the catalog cannot be asked. `cookies` is the browser's
   * Cookie header: the catalog adopts the files this browser uploaded before the shopper logged in.
   */
  async assertOwned(
    userId: string,
    items: readonly Pick<CheckoutLine, 'customization'>[],
    cookies: string | undefined,
  ): Promise<void> {
    const fileIds = [...new Set(items.flatMap((item) => customizationFileIds(item.customization)))];
    await this.assertFilesOwned(userId, fileIds, cookies);
  }

  /**
   * The same check for files named by id (a return's photos): 400 `notYours` when one is malformed,
   * gone or not this shopper's; with `uploadedAs`, 400 its `refused` message when one of the
   * shopper's files was uploaded for another purpose (its consent named another notice); 503 when
   * the catalog cannot be asked.
   */
  async assertFilesOwned(
    userId: string,
    fileIds: readonly string[],
    cookies: string | undefined,
    notYours: string = FILE_MESSAGES.notYours,
    uploadedAs?: { purpose: UploadPurpose; refused: string },
  ): Promise<void> {
    if (fileIds.length === 0) return;
    if (!fileIds.every(isFileId)) throw new BadRequestException(notYours);
    const body: FileOwnershipRequest = {
      userId,
      fileIds: [...new Set(fileIds)],
      ...(uploadedAs ? { purpose: uploadedAs.purpose } : {}),
    };
    let answer: { missing: string[]; wrongPurpose?: string[] };
    try {
      const res = await this.post('/internal/files/ownership', body, cookies ? { Cookie: cookies } : {});
      if (!res.ok) throw new Error(`catalog answered ${res.status}`);
      answer = fileOwnershipResponseSchema.parse(await res.json());
    } catch {
      throw new ServiceUnavailableException(FILE_MESSAGES.checkUnavailable);
    }
    if (answer.missing.length > 0) throw new BadRequestException(notYours);
    // A catalog that names no wrong purpose while one was asked has not checked it: not known, not taken.
    if (uploadedAs && (answer.wrongPurpose ?? body.fileIds).length > 0)
      throw new BadRequestException(uploadedAs.refused);
  }

  /**
   * Claims the paid order's files for its shopper. True when the catalog took the claim (2xx);
   * false otherwise, so the caller retries later. Ids that cannot be files are left out.
   */
  async claim(userId: string, fileIds: string[]): Promise<boolean> {
    const ids = fileIds.filter(isFileId);
    if (ids.length === 0) return true;
    const body: FileClaimsRequest = { userId, fileIds: ids };
    try {
      const res = await this.post('/internal/files/claims', body);
      await res.arrayBuffer().catch(() => undefined);
      return res.ok;
    } catch {
      return false;
    }
  }

  private post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.config.CATALOG_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers, ...internalServiceHeaders(this.config) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }
}
