// Service to service (never under /api, so the gateway never forwards them): orders reads a product
// as sold now when it prices a checkout, and takes a paid order's quantities when it records the order.
import { Body, Controller, Param } from '@nestjs/common';
import { ENDPOINTS, type InternalProduct, type StockTakeRequest, type StockTakeResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ProductViews } from '../products/product-views';
import { StockService } from './stock.service';

@Controller()
export class InternalStockController {
  constructor(
    private readonly views: ProductViews,
    private readonly stock: StockService,
  ) {}

  /** GET /internal/products/:productId → the product with stock, published and archived, read fresh. */
  @Endpoint(ENDPOINTS.internalProduct)
  product(@Param('productId') productId: string): Promise<InternalProduct> {
    return this.views.internal(productId);
  }

  /** POST /internal/stock/takes → {taken, lines}: once per orderId, whoever calls first. */
  @Endpoint(ENDPOINTS.takeStock)
  take(@Body() body: StockTakeRequest): Promise<StockTakeResponse> {
    return this.stock.take(body);
  }
}
