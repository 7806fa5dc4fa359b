import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { OldGoldController } from './old-gold.controller';
import { OldGoldStore } from './old-gold.store';

/** The old-gold exchange: buy-back rates (insert-only history, audited) and customers' requests. */
@Module({
  imports: [StaffAuditModule.forArea('catalogue')],
  controllers: [OldGoldController],
  providers: [OldGoldStore],
})
export class OldGoldModule {}
