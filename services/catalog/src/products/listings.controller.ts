import { Controller, Query, Req, Res } from '@nestjs/common';
import { ENDPOINTS, type AllProductsQuery, type CustomListingQuery, type PeopleCategory } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import type { Piece } from './product-filters';
import { ProductsQueryService } from './products-query.service';
import { sendJson } from './send-json';

/** Listings answered as {success, products, message}. */
@Controller()
export class ListingsController {
  constructor(private readonly query: ProductsQueryService) {}

  /** GET /api/{women|men|kids}-{rings|bracelets|pendants}?minPrice&maxPrice&customizationType&sortBy */
  @Endpoint(ENDPOINTS.customListing)
  custom(@Query() query: CustomListingQuery, @Req() req: Request, @Res() res: Response): void {
    const [people, piece] = req.path
      .toLowerCase()
      .replace(/^\/api\//, '')
      .split('-') as [PeopleCategory, Piece];
    sendJson(req, res, this.query.customListing(people, piece, query));
  }

  /** GET /api/all-products?limit=1000&sortBy= (limit above 1000 is a 400) */
  @Endpoint(ENDPOINTS.allProducts)
  all(@Query() query: AllProductsQuery, @Req() req: Request, @Res() res: Response): void {
    sendJson(req, res, this.query.allProducts(query));
  }
}
