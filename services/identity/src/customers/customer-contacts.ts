// One customer record per phone number and per e-mail, decided by inserting a claim with a unique
// _id (the db seam's insert-once) before the record is written: of two staff adding the same
// number at once exactly one claim is kept, whatever the database.
import { insertedOnce } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { CustomerContact } from './customer-record.schema';

/** A claim whose record never appeared (a writer stopped half-way) is given back after this long. */
const ABANDONED_CLAIM_MS = 60_000;

export type ContactKey = `phone:${string}` | `email:${string}`;

/** The keys a customer's phone and e-mail take. */
export function contactKeys(contact: { phone: string; email?: string }): ContactKey[] {
  return [`phone:${contact.phone}`, ...(contact.email ? [`email:${contact.email}` as const] : [])];
}

/** Who holds a phone number or e-mail: the record's id and its name when it claimed it. */
export interface ContactHolder {
  key: ContactKey;
  customerId: string;
  name: string;
}

export class CustomerContacts {
  constructor(
    private readonly contacts: Model<CustomerContact>,
    /** True when the record a claim names exists. */
    private readonly recordExists: (customerId: string) => Promise<boolean>,
  ) {}

  /**
   * Claims every key for `customerId`; on the first key someone else holds, gives back what it took
   * and answers that key and its holder's id. Claims the customer already holds count as taken by it.
   */
  async claim(keys: readonly ContactKey[], customerId: string, name: string): Promise<ContactHolder | null> {
    const taken: ContactKey[] = [];
    for (const key of keys) {
      const holder = await this.claimOne(key, customerId, name);
      if (holder.customerId !== customerId) {
        await this.release(taken, customerId);
        return holder;
      }
      taken.push(key);
    }
    return null;
  }

  /** Gives back the keys `customerId` holds (never another customer's). */
  async release(keys: readonly ContactKey[], customerId: string): Promise<void> {
    if (keys.length)
      await this.contacts.deleteMany({ _id: { $in: [...keys] }, customerId: { $eq: customerId } }).exec();
  }

  /** Who holds `key` once this call is done: `customerId` when it won. */
  private async claimOne(key: ContactKey, customerId: string, name: string): Promise<ContactHolder> {
    for (let round = 0; round < 5; round++) {
      if (await insertedOnce(() => this.contacts.create({ _id: key, customerId, name, at: new Date() })))
        return { key, customerId, name };
      const held = await this.contacts.findById(key).lean().exec();
      // Given back between the insert and this read: try again.
      if (!held) continue;
      const abandoned =
        held.customerId !== customerId &&
        Date.now() - held.at.getTime() > ABANDONED_CLAIM_MS &&
        !(await this.recordExists(held.customerId));
      if (!abandoned) return { key, customerId: held.customerId, name: held.name };
      await this.contacts.deleteOne({ _id: { $eq: key }, customerId: { $eq: held.customerId } }).exec();
    }
    throw new Error(`customer contact ${key} kept changing hands`);
  }
}
