import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { accountErrorMessages } from '@rmj/contracts';
import { SmtpMailer, type MailContent } from '@rmj/nest-common';

/** The shared SMTP mailer; for identity any failure becomes a 503 with the spec-style message. */
@Injectable()
export class MailerService extends SmtpMailer {
  override async send(to: string, mail: MailContent): Promise<void> {
    try {
      await super.send(to, mail);
    } catch {
      throw new ServiceUnavailableException(accountErrorMessages.mailFailed);
    }
  }
}
