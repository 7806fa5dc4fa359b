import { Controller } from '@nestjs/common';
import { ENDPOINTS, type CatalogueVersionResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ShopSettingsStore } from '../settings/shop-settings.store';
import { ProductReadModel } from './read-model/product-read-model';

/** Before the first recorded write the catalogue has no marker: one fixed value, the same on every replica. */
export const UNVERSIONED_CATALOGUE = 'unversioned';

/**
 * `GET /api/catalogue/version`: the change marker of the catalogue this replica serves, from memory
 * (the read model), so the render service may ask every second without a database read per call.
 * A save of the shop's settings moves it too (their version, read at most once a second), so the
 * server-rendered pages that show them (contact page, the store's JSON-LD) are rendered again.
 */
@Controller()
export class CatalogueVersionController {
  constructor(
    private readonly readModel: ProductReadModel,
    private readonly settings: ShopSettingsStore,
  ) {}

  @Endpoint(ENDPOINTS.catalogueVersion)
  async version(): Promise<CatalogueVersionResponse> {
    const products = this.readModel.current().version ?? UNVERSIONED_CATALOGUE;
    const settings = await this.settings.version();
    // Unchanged settings (the defaults) leave the marker as it was.
    return { success: true, version: settings > 1 ? `${products}~settings-${settings}` : products };
  }
}
