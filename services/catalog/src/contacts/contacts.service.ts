import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ContactMessage, ContactResponse } from '@rmj/contracts';
import { ensureIndexes } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { Contact } from './contact.schema';

export const CONTACT_THANKS = 'Thank you for contacting us! We will get back to you soon.';

@Injectable()
export class ContactsService implements OnModuleInit {
  constructor(@InjectModel(Contact.name) private readonly contacts: Model<Contact>) {}

  async onModuleInit(): Promise<void> {
    await ensureIndexes(this.contacts);
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
