/**
 * Reads a line's engraving proof PNG from the catalog (GET {CATALOG_URL}/internal/files/:fileId, an
 * internal route the gateway does not expose), for the proof e-mail and the proof page's picture.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isFileId } from '@rmj/contracts';
import { internalServiceHeaders, SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

const TIMEOUT_MS = 5000;

/** A stored file's bytes and type. */
export interface ProofFile {
  content: Buffer;
  contentType: string;
}

@Injectable()
export class ProofFilesClient {
  private readonly logger = new Logger(ProofFilesClient.name);

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** The file, or undefined when the id is malformed, the file is gone or the catalog cannot be asked. */
  async file(fileId: string): Promise<ProofFile | undefined> {
    if (!isFileId(fileId)) return undefined;
    try {
      const res = await fetch(`${this.config.CATALOG_URL}/internal/files/${fileId}`, {
        headers: internalServiceHeaders(this.config),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) {
        await res.arrayBuffer().catch(() => undefined);
        this.logger.warn(`proof file ${fileId}: catalog answered ${res.status}`);
        return undefined;
      }
      const contentType = res.headers.get('content-type')?.split(';')[0]?.trim() || 'image/png';
      return { content: Buffer.from(await res.arrayBuffer()), contentType };
    } catch (err) {
      this.logger.warn(`proof file ${fileId}: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
  }
}
