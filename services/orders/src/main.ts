import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { ordersConfigSchema } from './config/orders.config';

void runService('orders', ordersConfigSchema, (config) => AppModule.register(config));
