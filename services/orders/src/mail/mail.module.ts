import { Module } from '@nestjs/common';
import { SmtpMailer } from '@rmj/nest-common';

/**
 * The orders service's one mailer (nest-common's SmtpMailer: attachments and inline pictures by
 * `cid` included), shared by the confirmation, the move e-mails (the Shipped one carries the tax
 * invoice) and the proof e-mail (its pictures inline).
 */
@Module({
  providers: [SmtpMailer],
  exports: [SmtpMailer],
})
export class MailModule {}
