import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ContactMessage, ContactResponse } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { CONTACT_RETENTION_DAYS } from './contact-limits';
import { Contact } from './contact.schema';

const SWEEP_EVERY_MS = 6 * 3600_000;

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** Stores contact messages, and deletes them after CONTACT_RETENTION_DAYS (a sweep; FerretDB has no TTL index). */
@Injectable()
export class ContactsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ContactsService.name);
  private sweeper?: NodeJS.Timeout;

  constructor(@InjectModel(Contact.name) private readonly contacts: Model<Contact>) {}

  onModuleInit(): void {
    void this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Deletes messages older than the retention period; the number deleted. */
  async sweep(now = Date.now()): Promise<number> {
    try {
      const res = await this.contacts
        .deleteMany({ createdAt: { $lt: new Date(now - CONTACT_RETENTION_DAYS * 24 * 3600_000) } })
        .exec();
      return res.deletedCount;
    } catch (err) {
      this.logger.warn(`deleting old contact messages failed: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    }
  }

  async submit(input: ContactMessage): Promise<ContactResponse> {
    await this.contacts.create({
      name: input.name ?? '',
      email: input.email.toLowerCase(),
      phone: input.phone ?? '',
      message: input.message ?? '',
      createdAt: new Date(),
    });
    return { success: true, message: CONTACT_THANKS };
  }
}
