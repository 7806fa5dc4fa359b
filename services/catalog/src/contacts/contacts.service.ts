import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ContactMessage, ContactResponse } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { deleteExpired, sweepEvery } from '@rmj/nest-common';
import { CONTACT_RETENTION_DAYS } from './contact-limits';
import { Contact } from './contact.schema';

const SWEEP_EVERY_MS = 6 * 3600_000;

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

/** Stores contact messages, and deletes them after CONTACT_RETENTION_DAYS (a sweep; FerretDB has no TTL index). */
@Injectable()
export class ContactsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ContactsService.name);
  private stopSweeping?: () => void;

  constructor(@InjectModel(Contact.name) private readonly contacts: Model<Contact>) {}

  onModuleInit(): void {
    void this.sweep();
    this.stopSweeping = sweepEvery(SWEEP_EVERY_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stopSweeping?.();
  }

  /** Deletes messages older than the retention period; the number deleted. */
  async sweep(now = Date.now()): Promise<number> {
    return deleteExpired(this.contacts, now, {
      fields: ['createdAt'],
      graceMs: CONTACT_RETENTION_DAYS * 24 * 3600_000,
      warn: { logger: this.logger, what: 'old contact messages' },
    });
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
