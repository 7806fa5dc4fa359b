import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { SettingsController } from './settings.controller';
import { ShopSettingsStore } from './shop-settings.store';

/** The shop's settings (one versioned document), their endpoints and their audit entries. */
@Module({
  imports: [StaffAuditModule.forArea('catalogue')],
  controllers: [SettingsController],
  providers: [ShopSettingsStore],
  exports: [ShopSettingsStore],
})
export class SettingsModule {}
