import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, CoreModule, OpenApiModule, RateLimitModule } from '@rmj/nest-common';
import type { CatalogConfig } from './config/catalog.config';
import { ConnectivityController } from './connectivity/connectivity.controller';
import { ContactsModule } from './contacts/contacts.module';
import { FilesModule } from './files/files.module';
import { ProductsModule } from './products/products.module';

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'catalog', config }),
        AuthModule.forRoot(config),
        RateLimitModule.forRoot(),
        ProductsModule,
        ContactsModule,
        FilesModule,
        OpenApiModule.forService(config, 'catalog'),
      ],
      controllers: [ConnectivityController],
    };
  }
}
