// The catalogue's staff calls for products (roles per contract: reading for every staff role, writing
// for owner and staff; the price rule is checked in the service).
import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  ENDPOINTS,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  type BulkProductsRequest,
  type BulkProductsResponse,
  type PriceHistory,
  type ProductDraft,
  type ProductPatch,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { ProductViews } from '../../products/product-views';
import { entryToAdmin } from '../../products/read-model/product-entry';
import { ProductReadModel } from '../../products/read-model/product-read-model';
import { StaffActor } from '../staff-actor.decorator';
import { adminPage } from './admin-list';
import { AdminProductsService } from './admin-products.service';
import { PriceHistoryStore } from './price-history';

@Controller()
export class AdminProductsController {
  constructor(
    private readonly service: AdminProductsService,
    private readonly views: ProductViews,
    private readonly readModel: ProductReadModel,
    private readonly prices: PriceHistoryStore,
  ) {}

  @Endpoint(ENDPOINTS.adminProducts)
  async list(@Query() query: AdminProductsQuery): Promise<AdminProductsPage> {
    // Catch up with changes made on other replicas first (one _id lookup when nothing changed).
    await this.readModel.refresh();
    const { total, items } = adminPage(this.readModel.current().all, query);
    return { items: items.map(entryToAdmin), total, page: query.page, pageSize: query.pageSize };
  }

  @Endpoint(ENDPOINTS.adminProduct)
  one(@Param('productId') productId: string): Promise<AdminProduct> {
    return this.views.admin(productId);
  }

  @Endpoint(ENDPOINTS.adminCreateProduct)
  create(@Body() draft: ProductDraft, @StaffActor() actor: AccessClaims): Promise<AdminProduct> {
    return this.service.create(draft, actor);
  }

  @Endpoint(ENDPOINTS.adminUpdateProduct)
  update(
    @Param('productId') productId: string,
    @Body() patch: ProductPatch,
    @StaffActor() actor: AccessClaims,
  ): Promise<AdminProduct> {
    return this.service.update(productId, patch, actor);
  }

  @Endpoint(ENDPOINTS.adminDuplicateProduct)
  duplicate(@Param('productId') productId: string, @StaffActor() actor: AccessClaims): Promise<AdminProduct> {
    return this.service.duplicate(productId, actor);
  }

  @Endpoint(ENDPOINTS.adminArchiveProduct)
  archive(@Param('productId') productId: string, @StaffActor() actor: AccessClaims): Promise<AdminProduct> {
    return this.service.setArchived(productId, true, actor);
  }

  @Endpoint(ENDPOINTS.adminRestoreProduct)
  restore(@Param('productId') productId: string, @StaffActor() actor: AccessClaims): Promise<AdminProduct> {
    return this.service.setArchived(productId, false, actor);
  }

  @Endpoint(ENDPOINTS.adminBulkProducts)
  bulk(@Body() body: BulkProductsRequest, @StaffActor() actor: AccessClaims): Promise<BulkProductsResponse> {
    return this.service.bulk(body, actor);
  }

  @Endpoint(ENDPOINTS.adminApprovePrice)
  approvePrice(@Param('productId') productId: string, @StaffActor() actor: AccessClaims): Promise<AdminProduct> {
    return this.service.approvePrice(productId, actor);
  }

  @Endpoint(ENDPOINTS.adminPriceHistory)
  async priceHistory(@Param('productId') productId: string): Promise<PriceHistory> {
    await this.views.getDoc(productId);
    return this.prices.history(productId.toLowerCase());
  }
}
