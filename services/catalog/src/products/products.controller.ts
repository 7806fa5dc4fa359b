import { BadRequestException, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ENDPOINTS, type CategoryListingQuery, type SearchQuery } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import type { Piece } from './product-filters';
import { ProductsQueryService } from './products-query.service';
import { sendJson } from './send-json';

const LISTING_CATEGORIES = [
  'women',
  'men',
  'kids',
  'couples',
  'rings',
  'bracelets',
  'pendants',
] as const satisfies readonly (string | Piece)[];

/** Product listing by audience, search, and one product by id. */
@Controller()
export class ProductsController {
  constructor(private readonly query: ProductsQueryService) {}

  /** GET /api/products/search?q=&page=&limit=12&… → {products, currentPage, totalPages, total} */
  @Endpoint(ENDPOINTS.searchProducts)
  search(@Query() query: SearchQuery, @Req() req: Request, @Res() res: Response): void {
    sendJson(req, res, this.query.search(query));
  }

  /** GET /api/products/category/{women|men|kids|couples} (also rings, bracelets, pendants) → product array */
  @Endpoint(ENDPOINTS.categoryProducts)
  byCategory(
    @Param('category') category: string,
    @Query() query: CategoryListingQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    const wanted = LISTING_CATEGORIES.find((c) => c === category.toLowerCase());
    if (!wanted) {
      throw new BadRequestException(
        `Unknown category "${category.slice(0, 40)}": use one of ${LISTING_CATEGORIES.join(', ')}`,
      );
    }
    sendJson(req, res, this.query.byCategory(wanted, query));
  }

  /** GET /api/products/:id → the product (400 invalid id, 404 'Product not found'). */
  @Endpoint(ENDPOINTS.product)
  async byId(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendJson(req, res, await this.query.byId(id));
  }
}
