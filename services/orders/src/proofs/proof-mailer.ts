/**
 * Sends the proof e-mail with each line's proof picture inline (`cid:` images in the html).
 * The same transport options, SMTP_URL and MAIL_FROM as the service's other mailers.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MailDeliveryError, SERVICE_CONFIG, transportOptions, type MailContent } from '@rmj/nest-common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OrdersConfig } from '../config/orders.config';

/** A picture shown inside the mail's html as `<img src="cid:<cid>">`. */
export interface InlinePicture {
  cid: string;
  fileName: string;
  content: Buffer;
  contentType: string;
}

@Injectable()
export class ProofMailer implements OnModuleDestroy {
  private readonly logger = new Logger(ProofMailer.name);
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    this.transport = nodemailer.createTransport(transportOptions(config.SMTP_URL));
  }

  /** Sends one mail; throws MailDeliveryError (the address is logged masked). */
  async send(to: string, mail: MailContent, pictures: InlinePicture[] = []): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: pictures.map((p) => ({
          cid: p.cid,
          filename: p.fileName,
          content: p.content,
          contentType: p.contentType,
          contentDisposition: 'inline' as const,
        })),
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.error(`proof mail to ${to.replace(/^(.).*@/, '$1***@')} failed: ${reason}`);
      throw new MailDeliveryError(reason);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
