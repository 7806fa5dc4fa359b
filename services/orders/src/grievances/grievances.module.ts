import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { NoticesModule } from '../notices/notices.module';
import { ShopSettingsModule } from '../settings/shop-settings.module';
import { Grievance, GrievanceSchema, GrievanceStep, GrievanceStepSchema } from './grievance.schema';
import { GrievancesController } from './grievances.controller';
import { GrievanceClock, GrievancesService } from './grievances.service';

/**
 * The complaint form and the complaints desk. Lives in orders for its mail outbox (each mail once)
 * and its notice recipients (the owner and the staff chosen in settings).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Grievance.name, schema: GrievanceSchema },
      { name: GrievanceStep.name, schema: GrievanceStepSchema },
    ]),
    NoticesModule,
    ShopSettingsModule,
    StaffAuditModule.forArea('orders'),
  ],
  controllers: [GrievancesController],
  providers: [GrievancesService, GrievanceClock],
})
export class GrievancesModule {}
