import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleDestroy } from '@nestjs/common';
import { accountErrorMessages } from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { IdentityConfig } from '../config/identity.config';
import type { MailContent } from './verification-mail';

/** Sends mail over SMTP (SMTP_URL). Any failure becomes a 503 with the spec-style message. */
@Injectable()
export class MailerService implements OnModuleDestroy {
  private readonly logger = new Logger(MailerService.name);
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {
    const url = new URL(config.SMTP_URL);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 25),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      // A local catcher speaks plain SMTP; a real relay upgrades with STARTTLS when offered.
      ignoreTLS: ['127.0.0.1', 'localhost', '::1'].includes(url.hostname),
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
    });
  }

  async send(to: string, mail: MailContent): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.config.MAIL_FROM, to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (err) {
      this.logger.error(`mail to ${to.replace(/^(.).*@/, '$1***@')} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException(accountErrorMessages.mailFailed);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
