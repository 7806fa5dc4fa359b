import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@rmj/nest-common';
import type { CatalogConfig } from './config/catalog.config';
import { ConnectivityController } from './connectivity/connectivity.controller';
import { ContactsModule } from './contacts/contacts.module';
import { ProductsModule } from './products/products.module';

@Module({})
export class AppModule {
  static register(config: CatalogConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'catalog', config }), ProductsModule, ContactsModule],
      controllers: [ConnectivityController],
    };
  }
}
