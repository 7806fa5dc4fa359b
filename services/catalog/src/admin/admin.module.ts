import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { HuidsModule } from '../huids/huids.module';
import { ProductsModule } from '../products/products.module';
import { CatalogAuditController } from './catalog-audit.controller';
import { CatalogueCsvController } from './csv/catalogue-csv.controller';
import { CatalogueImportService } from './csv/catalogue-import.service';
import { AdminProductsController } from './products/admin-products.controller';
import { AdminProductsService } from './products/admin-products.service';
import { PriceHistoryStore } from './products/price-history';

/** Catalogue management for staff: products, photographs, CSV, price history, audit trail. */
@Module({
  imports: [ProductsModule, HuidsModule, StaffAuditModule.forArea('catalogue')],
  controllers: [AdminProductsController, CatalogueCsvController, CatalogAuditController],
  providers: [AdminProductsService, PriceHistoryStore, CatalogueImportService],
})
export class AdminModule {}
