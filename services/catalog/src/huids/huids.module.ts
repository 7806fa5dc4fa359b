import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { ProductsModule } from '../products/products.module';
import { HuidStore } from './huid-store.service';
import { HuidsController } from './huids.controller';

/** Hallmark unique IDs of the pieces in stock: staff keep them; stock takes and returns claim and free them. */
@Module({
  imports: [ProductsModule, StaffAuditModule.forArea('catalogue')],
  controllers: [HuidsController],
  providers: [HuidStore],
  exports: [HuidStore],
})
export class HuidsModule {}
