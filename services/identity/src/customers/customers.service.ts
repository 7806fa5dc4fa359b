// Changing customers: staff add and edit the records they make (one per phone number and per
// e-mail, across accounts and records) and add notes to any customer. Each change is in identity's
// audit trail with the values before and after.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  changedFields,
  customerMessages,
  type CustomerDetail,
  type CustomerFields,
  type SavedAddress,
} from '@rmj/contracts';
import { actorOf, StaffAuditTrail, updateVersioned, type AccessClaims } from '@rmj/nest-common';
import { Types, type Model } from 'mongoose';
import { contactKeys, CustomerContacts, type ContactHolder } from './customer-contacts';
import { CustomerContact, CustomerNoteRecord, CustomerRecord } from './customer-record.schema';
import { CustomersDirectory } from './customers-directory';

/** The fields of a record the trail compares; each address as one line, as the audit screen shows it. */
const audited = (r: Pick<CustomerRecord, 'name' | 'phone' | 'email' | 'addresses'>) => ({
  name: r.name,
  phone: r.phone,
  email: r.email,
  addresses: r.addresses.map(
    (a) => `${a.name}, ${a.address}, ${a.city}, ${a.state} ${a.zipCode}, ${a.country}, ${a.phone}`,
  ),
});

const withIds = (addresses: CustomerFields['addresses'], before: SavedAddress[] = []): SavedAddress[] =>
  addresses.map((a, i) => ({
    // An address kept at its place keeps its id (an order may name it later).
    id: before[i]?.id ?? new Types.ObjectId().toString(),
    name: a.name,
    phone: a.phone,
    address: a.address,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
  }));

@Injectable()
export class CustomersService {
  private readonly contacts: CustomerContacts;

  constructor(
    @InjectModel(CustomerRecord.name) private readonly records: Model<CustomerRecord>,
    @InjectModel(CustomerContact.name) contacts: Model<CustomerContact>,
    @InjectModel(CustomerNoteRecord.name) private readonly notes: Model<CustomerNoteRecord>,
    private readonly directory: CustomersDirectory,
    private readonly trail: StaffAuditTrail,
  ) {
    this.contacts = new CustomerContacts(contacts, async (id) => (await this.directory.record(id)) !== null);
  }

  async create(fields: CustomerFields, staff: AccessClaims): Promise<CustomerDetail> {
    await this.refuseAccountsWith(fields);
    const _id = new Types.ObjectId();
    const id = _id.toString();
    const keys = contactKeys(fields);
    const holder = await this.contacts.claim(keys, id, fields.name);
    if (holder) throw await this.taken(holder);
    const createdBy = actorOf(staff)!;
    const addresses = withIds(fields.addresses);
    try {
      await this.records.create({
        _id,
        name: fields.name,
        phone: fields.phone,
        ...(fields.email ? { email: fields.email } : {}),
        addresses,
        version: 0,
        createdAt: new Date(),
        createdBy,
      });
    } catch (err) {
      await this.contacts.release(keys, id);
      throw err;
    }
    const detail = await this.detailOf(id);
    await this.trail.record({
      actor: staff,
      action: 'customer.created',
      target: { type: 'customer', id, label: fields.name },
      after: audited({ ...fields, addresses }),
    });
    return detail;
  }

  /** Replaces a record's details; an account's are the shopper's to change (409). */
  async update(id: string, fields: CustomerFields, staff: AccessClaims): Promise<CustomerDetail> {
    const found = await this.directory.find(id);
    if (!found) throw new NotFoundException(customerMessages.notFound);
    if ('account' in found) throw new ConflictException(customerMessages.accountNotEditable);
    await this.refuseAccountsWith(fields);
    const before = found.record;
    const oldKeys = contactKeys(before);
    const newKeys = contactKeys(fields).filter((key) => !oldKeys.includes(key));
    const holder = await this.contacts.claim(newKeys, id, fields.name);
    if (holder) throw await this.taken(holder);
    const kept = await updateVersioned(this.records, before._id, (doc) => ({
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      addresses: withIds(fields.addresses, doc.addresses),
      updatedAt: new Date(),
    }));
    if (!kept) {
      await this.contacts.release(newKeys, id);
      throw new NotFoundException(customerMessages.notFound);
    }
    await this.contacts.release(
      oldKeys.filter((key) => !contactKeys(fields).includes(key)),
      id,
    );
    const change = changedFields(audited(before), audited(kept));
    if (Object.keys(change.after).length || Object.keys(change.before).length) {
      await this.trail.record({
        actor: staff,
        action: 'customer.updated',
        target: { type: 'customer', id, label: fields.name },
        ...change,
      });
    }
    return this.detailOf(id);
  }

  /** Adds a note to an account or a record: kept with who and when, never changed. */
  async addNote(id: string, text: string, staff: AccessClaims): Promise<CustomerDetail> {
    const found = await this.directory.find(id);
    if (!found) throw new NotFoundException(customerMessages.notFound);
    const label =
      'account' in found ? `${found.account.firstName} ${found.account.lastName}`.trim() : found.record.name;
    await this.notes.create({ customerId: id, text, at: new Date(), by: actorOf(staff)! });
    await this.trail.record({
      actor: staff,
      action: 'customer.note-added',
      target: { type: 'customer', id, label },
      after: { note: text },
    });
    return this.detailOf(id);
  }

  private async detailOf(id: string): Promise<CustomerDetail> {
    const detail = await this.directory.detail(id);
    if (!detail) throw new NotFoundException(customerMessages.notFound);
    return detail;
  }

  /** 409 naming the account that already has the phone number or e-mail. */
  private async refuseAccountsWith(fields: CustomerFields): Promise<void> {
    const byPhone = await this.directory.accountWith('phoneNumber', fields.phone);
    if (byPhone) throw new ConflictException(customerMessages.phoneTaken(nameOf(byPhone)));
    const byEmail = fields.email ? await this.directory.accountWith('email', fields.email) : null;
    if (byEmail) throw new ConflictException(customerMessages.emailTaken(nameOf(byEmail)));
  }

  /** 409 naming the record that holds the phone number or e-mail (its current name once it is written). */
  private async taken(holder: ContactHolder): Promise<ConflictException> {
    const name = (await this.directory.record(holder.customerId))?.name ?? holder.name;
    return new ConflictException(
      holder.key.startsWith('phone:') ? customerMessages.phoneTaken(name) : customerMessages.emailTaken(name),
    );
  }
}

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
