import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { ProductsModule } from '../products/products.module';
import { RatesController } from './rates.controller';
import { RatesStore } from './rates.store';

/** Today's metal rates (insert-only history), their endpoints and their audit entries. */
@Module({
  imports: [ProductsModule, StaffAuditModule.forArea('catalogue')],
  controllers: [RatesController],
  providers: [RatesStore],
})
export class RatesModule {}
