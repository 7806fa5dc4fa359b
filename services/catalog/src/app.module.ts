import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import {
  AuthModule,
  CoreModule,
  LoginRequiredGuard,
  MigrationCheckModule,
  OpenApiModule,
  RateLimitModule,
} from '@rmj/nest-common';
import { AdminModule } from './admin/admin.module';
import type { CatalogConfig } from './config/catalog.config';
import { ConnectivityController } from './connectivity/connectivity.controller';
import { ContactsModule } from './contacts/contacts.module';
import { FilesModule } from './files/files.module';
import { CATALOG_MIGRATIONS } from './migrations';
import { OldGoldModule } from './old-gold/old-gold.module';
import { PhotosModule } from './photos/photos.module';
import { PincodesModule } from './pincodes/pincodes.module';
import { RatesModule } from './rates/rates.module';
import { ProductsModule } from './products/products.module';
import { SettingsModule } from './settings/settings.module';
import { StockModule } from './stock/stock.module';

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'catalog', config }),
        // Refuses to start on a database behind this build's migrations (node dist/migrate.js).
        MigrationCheckModule.forService('catalog', CATALOG_MIGRATIONS),
        AuthModule.forRoot(config),
        RateLimitModule.forRoot(),
        ProductsModule,
        ContactsModule,
        FilesModule,
        StockModule,
        AdminModule,
        PhotosModule,
        PincodesModule,
        RatesModule,
        OldGoldModule,
        SettingsModule,
        OpenApiModule.forService(config, 'catalog'),
      ],
      controllers: [ConnectivityController],
      // Deny by default: each handler's contract says who may call it (staff calls check the role too).
      providers: [{ provide: APP_GUARD, useClass: LoginRequiredGuard }],
    };
  }
}
