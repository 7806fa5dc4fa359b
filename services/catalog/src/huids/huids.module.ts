import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { ProductsModule } from '../products/products.module';
import { HuidStore } from './huid-store.service';
import { HuidsController } from './huids.controller';
import { InternalHuidsController } from './internal-huids.controller';
import { SoldHuids } from './sold-huids.service';

/**
 * Hallmark unique IDs of the pieces in stock: staff keep them; stock takes and returns claim and free them;
 * orders records those it takes at Quality check as sold.
 */
@Module({
  imports: [ProductsModule, StaffAuditModule.forArea('catalogue')],
  controllers: [HuidsController, InternalHuidsController],
  providers: [HuidStore, SoldHuids],
  exports: [HuidStore],
})
export class HuidsModule {}
