import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import {
  allProductsQuerySchema,
  customListingQuerySchema,
  type AllProductsQuery,
  type CustomListingQuery,
  type PeopleCategory,
} from '@rmj/contracts';
import { ZodValidationPipe } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import type { Piece } from './product-filters';
import { ProductsQueryService } from './products-query.service';
import { sendJson } from './send-json';

/** The nine customisation listings, e.g. women-rings, men-bracelets, kids-pendants. */
export const CUSTOM_LISTINGS = (['women', 'men', 'kids'] as const).flatMap((people) =>
  (['rings', 'bracelets', 'pendants'] as const).map((piece) => `${people}-${piece}`),
);

/** Listings answered as {success, products, message}. */
@Controller('api')
export class ListingsController {
  constructor(private readonly query: ProductsQueryService) {}

  /** GET /api/{women|men|kids}-{rings|bracelets|pendants}?minPrice&maxPrice&customizationType&sortBy */
  @Get(CUSTOM_LISTINGS)
  custom(
    @Query(new ZodValidationPipe(customListingQuerySchema)) query: CustomListingQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): void {
    const [people, piece] = req.path
      .toLowerCase()
      .replace(/^\/api\//, '')
      .split('-') as [PeopleCategory, Piece];
    sendJson(res, this.query.customListing(people, piece, query));
  }

  /** GET /api/all-products?limit=1000&sortBy= (limit above 1000 is a 400) */
  @Get('all-products')
  all(@Query(new ZodValidationPipe(allProductsQuerySchema)) query: AllProductsQuery, @Res() res: Response): void {
    sendJson(res, this.query.allProducts(query));
  }
}
