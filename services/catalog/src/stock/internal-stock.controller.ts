// Service to service (never under /api, so the gateway never forwards them): orders reads a product
// as sold now when it prices a checkout, takes a paid order's quantities when it records the order,
// and puts a cancelled order's quantities back.
import { Body, Controller, Param } from '@nestjs/common';
import {
  ENDPOINTS,
  type InternalProduct,
  type StockReturnRequest,
  type StockReturnResponse,
  type StockTakeRequest,
  type StockTakeResponse,
} from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { ProductViews } from '../products/product-views';
import { StockReturnsService } from './stock-returns.service';
import { StockService } from './stock.service';

@Controller()
export class InternalStockController {
  constructor(
    private readonly views: ProductViews,
    private readonly stock: StockService,
    private readonly returns: StockReturnsService,
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

  /** POST /internal/stock/returns → {returned, lines}: once per orderId, and only when its take happened. */
  @Endpoint(ENDPOINTS.returnStock)
  putBack(@Body() body: StockReturnRequest): Promise<StockReturnResponse> {
    return this.returns.returnStock(body);
  }
}
