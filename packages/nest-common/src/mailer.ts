/**
 * Sending e-mail over SMTP (SMTP_URL, MAIL_FROM), shared by every service that mails.
 * A relay on another host must speak TLS (requireTLS), so credentials, codes and order
 * details never cross the network in clear; the local mail catcher on loopback stays plain.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { BRAND_NAME } from '@rmj/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { z } from 'zod';
import { SERVICE_CONFIG } from './core.module';

/** The variables a service that mails adds to its schema: `serviceConfigSchema(...).extend(mailConfigShape)`. */
export const mailConfigShape = {
  /** smtp://user:pass@host:587 (STARTTLS required off loopback) or smtps://host:465; the local catcher by default. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  /** From header of every mail (the shop's name from contracts by default). */
  MAIL_FROM: z.string().min(3).default(`${BRAND_NAME} <no-reply@rmj.local>`),
};

export interface MailConfig {
  SMTP_URL: string;
  MAIL_FROM: string;
}

/**
 * A file sent with a mail. With a `cid` it is shown inside the html (`<img src="cid:<cid>">`,
 * content-disposition inline); without one it is an ordinary attachment (a PDF, say).
 */
export interface MailAttachment {
  fileName: string;
  content: Buffer;
  contentType: string;
  cid?: string;
}

/** What one mail carries. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Files attached, and pictures shown inline by their `cid`. */
  attachments?: MailAttachment[];
}

/** Thrown by SmtpMailer.send when the server refused the mail or could not be reached. */
export class MailDeliveryError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** nodemailer transport options for an SMTP URL (exported for its test). */
export function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const loopback = LOOPBACK.has(url.hostname);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 25),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Loopback: the local catcher speaks plain SMTP. Elsewhere: STARTTLS or refuse to send.
    ignoreTLS: loopback,
    requireTLS: !loopback && !secure,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  };
}

/** nodemailer's attachments for a mail's files (exported for its test). */
export function nodemailerAttachments(attachments: readonly MailAttachment[] = []) {
  return attachments.map(({ fileName, content, contentType, cid }) => ({
    filename: fileName,
    content,
    contentType,
    ...(cid ? { cid, contentDisposition: 'inline' as const } : {}),
  }));
}

/**
 * `send(to, {subject, text, html, attachments?})` over SMTP; provide SERVICE_CONFIG with SMTP_URL and
 * MAIL_FROM.
 */
@Injectable()
export class SmtpMailer implements OnModuleDestroy {
  protected readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;

  constructor(@Inject(SERVICE_CONFIG) private readonly mailConfig: MailConfig) {
    this.transport = nodemailer.createTransport(transportOptions(mailConfig.SMTP_URL));
  }

  /** Sends one mail; throws MailDeliveryError (the address is logged masked). */
  async send(to: string, mail: MailContent): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.mailConfig.MAIL_FROM,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments?.length ? { attachments: nodemailerAttachments(mail.attachments) } : {}),
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
