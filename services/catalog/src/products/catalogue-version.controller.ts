import { Controller } from '@nestjs/common';
import { ENDPOINTS, type CatalogueVersionResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ProductReadModel } from './read-model/product-read-model';

/** Before the first recorded write the catalogue has no marker: one fixed value, the same on every replica. */
export const UNVERSIONED_CATALOGUE = 'unversioned';

/**
 * `GET /api/catalogue/version`: the change marker of the catalogue this replica serves, from memory
 * (the read model), so the render service may ask every second without a database read per call.
 */
@Controller()
export class CatalogueVersionController {
  constructor(private readonly readModel: ProductReadModel) {}

  @Endpoint(ENDPOINTS.catalogueVersion)
  version(): CatalogueVersionResponse {
    return { success: true, version: this.readModel.current().version ?? UNVERSIONED_CATALOGUE };
  }
}
