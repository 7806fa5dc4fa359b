import { Module } from '@nestjs/common';
import { SmtpMailer } from '@rmj/nest-common';
import { ShopSettingsModule } from '../settings/shop-settings.module';

/**
 * The orders service's one mailer (nest-common's SmtpMailer: attachments and inline pictures by
 * `cid` included), shared by the confirmation, the move e-mails (the Shipped one carries the tax
 * invoice) and the proof e-mail (its pictures inline). Re-exports the shop's settings: every customer
 * e-mail ends with the shop's contact phone and e-mail as the owner set them.
 */
@Module({
  imports: [ShopSettingsModule],
  providers: [SmtpMailer],
  exports: [SmtpMailer, ShopSettingsModule],
})
export class MailModule {}
