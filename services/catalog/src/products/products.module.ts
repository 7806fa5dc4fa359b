import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogMeta, CatalogMetaSchema } from './catalog-meta.schema';
import { CatalogueVersionController } from './catalogue-version.controller';
import { CatalogueWrites } from './catalogue-writes';
import { ListingsController } from './listings.controller';
import { ProductImagesController } from './product-images.controller';
import { ProductViews } from './product-views';
import { Product, ProductSchema } from './product.schema';
import { ProductsController } from './products.controller';
import { ProductsQueryService } from './products-query.service';
import { ProductReadModel } from './read-model/product-read-model';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Product.name, schema: ProductSchema },
      { name: CatalogMeta.name, schema: CatalogMetaSchema },
    ]),
    SettingsModule,
  ],
  // The images controller comes first: its two-segment paths must never reach /api/products/:id.
  controllers: [ProductImagesController, ProductsController, ListingsController, CatalogueVersionController],
  providers: [ProductReadModel, ProductsQueryService, ProductViews, CatalogueWrites],
  exports: [ProductReadModel, ProductViews, CatalogueWrites, MongooseModule],
})
export class ProductsModule {}
