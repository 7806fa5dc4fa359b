// After every change to what a product shows (staff edits, photographs, stock takes): move the change
// marker so every replica reloads its read model within READ_MODEL_POLL_MS (which also drops the
// response caches: they are kept per snapshot), and reload this replica's now, so the caller's next
// read already shows the change.
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { bumpCatalogVersion } from './catalog-version';
import { ProductReadModel } from './read-model/product-read-model';

@Injectable()
export class CatalogueWrites {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly readModel: ProductReadModel,
  ) {}

  async committed(): Promise<void> {
    await bumpCatalogVersion(this.connection);
    await this.readModel.refresh();
  }
}
