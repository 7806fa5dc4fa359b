/**
 * Sends an e-mail with files attached (the Shipped e-mail carries the tax invoice PDF). nest-common's
 * SmtpMailer sends subject, text and html only; this one uses the same transport options (TLS off
 * loopback, the same time-outs), SMTP_URL and MAIL_FROM, and adds attachments.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MailDeliveryError, SERVICE_CONFIG, transportOptions, type MailContent } from '@rmj/nest-common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OrdersConfig } from '../config/orders.config';

/** A file sent with a mail. */
export interface MailAttachment {
  fileName: string;
  content: Buffer;
  contentType: string;
}

@Injectable()
export class AttachmentMailer implements OnModuleDestroy {
  private readonly logger = new Logger(AttachmentMailer.name);
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    this.transport = nodemailer.createTransport(transportOptions(config.SMTP_URL));
  }

  /** Sends one mail with its attachments; throws MailDeliveryError (the address is logged masked). */
  async send(to: string, mail: MailContent, attachments: MailAttachment[] = []): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: attachments.map((a) => ({ filename: a.fileName, content: a.content, contentType: a.contentType })),
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.error(`mail to ${to.replace(/^(.).*@/, '$1***@')} failed: ${reason}`);
      throw new MailDeliveryError(reason);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
