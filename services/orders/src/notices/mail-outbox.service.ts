/**
 * Mail sent exactly once, whichever replica or retry gets there: the same insert-once claim the
 * rest of the service relies on (FerretDB makes nothing but an insert against a unique _id
 * atomic). `sendOnce` inserts the mail under its key, then sends it; a duplicate key means another
 * path has it. A send that fails stays in the outbox and `retryUnsent` (the notices pass, run by
 * one replica per time slot) sends it again after the first try's grace; sent mails are dropped
 * after a month.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isEmailAddress } from '@rmj/contracts';
import {
  SmtpMailer,
  type MailAttachment,
  type MailContent,
  deleteExpired,
  insertedOnce,
  setFields,
} from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { FOLLOW_UP_GRACE_MS } from '../reconcile/periodic-job';
import { OutboxMail, type OutboxMailKind } from './outbox-mail.schema';

/** Unsent mails are retried for this long, then left in the outbox (with their last error). */
const GIVE_UP_MS = 3 * 86_400_000;
/** Sent mails are kept this long (what was said, and to whom), then deleted. */
const KEEP_MS = 30 * 86_400_000;
const BATCH = 50;

@Injectable()
export class MailOutbox {
  private readonly logger = new Logger(MailOutbox.name);

  constructor(
    @InjectModel(OutboxMail.name) private readonly mails: Model<OutboxMail>,
    private readonly mailer: SmtpMailer,
  ) {}

  /**
   * Claims `key` and sends `content` to those of `to` that are e-mail addresses; false when the key
   * was claimed before (sent, or being sent, by another path). With no recipients the claim is
   * recorded as done. Never throws
   * for a failed send: the mail waits in the outbox for the next pass.
   */
  async sendOnce(
    key: string,
    kind: OutboxMailKind,
    to: readonly string[],
    content: MailContent,
    now = new Date(),
  ): Promise<boolean> {
    // Never a value that is not an address (a WhatsApp-only customer's phone, an empty field): with
    // none left, the claim is recorded as done rather than retried for days.
    const recipients = to.filter(isEmailAddress);
    const mail: OutboxMail = {
      _id: key,
      kind,
      to: recipients,
      subject: content.subject,
      text: content.text,
      html: content.html,
      ...(content.attachments?.length ? { attachments: content.attachments } : {}),
      createdAt: now,
      attempts: 0,
      ...(recipients.length === 0 ? { sentAt: now } : {}),
    };
    if (!(await insertedOnce(() => this.mails.create(mail)))) return false;
    if (recipients.length > 0) await this.deliver(mail);
    return true;
  }

  /** True when a mail was claimed under `key` (sent or waiting). */
  async claimed(key: string): Promise<boolean> {
    return (await this.mails.exists({ _id: key }).exec()) !== null;
  }

  /** Sends again the mails whose first try failed; answers how many went out. */
  async retryUnsent(now: Date): Promise<number> {
    const unsent = await this.mails
      .find({
        sentAt: { $exists: false },
        createdAt: { $gte: new Date(now.getTime() - GIVE_UP_MS), $lte: new Date(now.getTime() - FOLLOW_UP_GRACE_MS) },
      })
      .limit(BATCH)
      .lean<OutboxMail[]>()
      .exec();
    let sent = 0;
    for (const mail of unsent) if (await this.deliver(mail)) sent += 1;
    await deleteExpired(this.mails, now, { fields: ['sentAt'], graceMs: KEEP_MS });
    return sent;
  }

  private async deliver(mail: OutboxMail): Promise<boolean> {
    try {
      // One mail to every recipient: the shop's people see who else was told.
      await this.mailer.send(mail.to.join(', '), {
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Read back from the database, a file's bytes come as BSON Binary: sent as a Buffer again.
        ...(mail.attachments?.length ? { attachments: mail.attachments.map(asAttachment) } : {}),
      });
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      this.logger.warn({ msg: 'mail not sent yet; the notices pass retries', key: mail._id, lastError });
      await setFields(this.mails, { _id: mail._id }, { lastError, attempts: mail.attempts + 1 }).catch(() => undefined);
      return false;
    }
    await setFields(this.mails, { _id: mail._id }, { sentAt: new Date() });
    return true;
  }
}

/** An attachment as stored (a Buffer when just written, BSON Binary when read back) as the mailer takes it. */
function asAttachment(a: MailAttachment): MailAttachment {
  const bytes = a.content as unknown as Buffer | { buffer: Uint8Array };
  const content = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer);
  return { fileName: a.fileName, contentType: a.contentType, content };
}
