// Reading customers: accounts (users) and the records staff made, as one list, newest first, found
// by phone, e-mail or name. FerretDB has no text index: a search is a case-insensitive $regex of the
// escaped text (literal, so no pattern from a caller ever runs), which MongoDB answers alike.
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CUSTOMERS_PAGE_SIZE,
  phoneSearchDigits,
  type CustomerDetail,
  type CustomerNote,
  type CustomersPage,
  type CustomerSummary,
  type SavedAddress,
} from '@rmj/contracts';
import { isValidObjectId, type QueryFilter, type Model, type Types } from 'mongoose';
import { SavedAddressRecord } from '../addresses/saved-address.schema';
import { User } from '../users/user.schema';
import { CustomerNoteRecord, CustomerRecord } from './customer-record.schema';

type StoredUser = User & { _id: Types.ObjectId; createdAt?: Date };
type StoredRecord = CustomerRecord;

/** Text as a literal inside a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const containing = (text: string) => new RegExp(literal(text), 'i');

export const accountSummary = (user: StoredUser): CustomerSummary => ({
  id: user._id.toString(),
  kind: 'account',
  name: `${user.firstName} ${user.lastName}`.trim(),
  phone: user.phoneNumber,
  email: user.email,
  ordersUserId: user._id.toString(),
  createdAt: (user.createdAt ?? user._id.getTimestamp()).toISOString(),
});

export const recordSummary = (record: StoredRecord): CustomerSummary => ({
  id: record._id.toString(),
  kind: 'record',
  name: record.name,
  phone: record.phone,
  ...(record.email ? { email: record.email } : {}),
  ordersUserId: record._id.toString(),
  createdAt: record.createdAt.toISOString(),
});

/** The filters of a search, for accounts and for records: any of phone, e-mail, or every word of the name. */
function searchFilters(q: string | undefined): { users: QueryFilter<User>; records: QueryFilter<CustomerRecord> } {
  const text = q?.trim();
  if (!text) return { users: {}, records: {} };
  const words = text.split(/\s+/).filter(Boolean);
  const digits = phoneSearchDigits(text);
  const users: QueryFilter<User>[] = [
    { email: { $regex: containing(text) } },
    {
      $and: words.map((w) => ({
        $or: [{ firstName: { $regex: containing(w) } }, { lastName: { $regex: containing(w) } }],
      })),
    },
  ];
  const records: QueryFilter<CustomerRecord>[] = [
    { email: { $regex: containing(text) } },
    { $and: words.map((w) => ({ name: { $regex: containing(w) } })) },
  ];
  if (digits) {
    users.push({ phoneNumber: { $regex: new RegExp(literal(digits)) } });
    records.push({ phone: { $regex: new RegExp(literal(digits)) } });
  }
  return { users: { $or: users }, records: { $or: records } };
}

@Injectable()
export class CustomersDirectory {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(CustomerRecord.name) private readonly records: Model<CustomerRecord>,
    @InjectModel(CustomerNoteRecord.name) private readonly notes: Model<CustomerNoteRecord>,
    @InjectModel(SavedAddressRecord.name) private readonly addresses: Model<SavedAddressRecord>,
  ) {}

  /**
   * One page of both kinds merged, newest first: the first page × size of each kind, merged, then
   * the page cut out. Fine for a shop's thousands of customers; a directory of its own (one
   * collection for both kinds) is the next step past that.
   */
  async page(query: { q?: string; page?: string }): Promise<CustomersPage> {
    const page = Math.max(1, Number(query.page ?? 1) || 1);
    const pageSize = CUSTOMERS_PAGE_SIZE;
    const filters = searchFilters(query.q);
    const upTo = page * pageSize;
    const [userCount, recordCount] = await Promise.all([
      this.users.countDocuments(filters.users).exec(),
      this.records.countDocuments(filters.records).exec(),
    ]);
    // A page past the last one is empty: answered without reading page × size of each kind.
    if (upTo - pageSize >= userCount + recordCount) {
      return { customers: [], total: userCount + recordCount, page, pageSize };
    }
    const [users, records] = await Promise.all([
      this.users
        .find(filters.users, { passwordHash: 0 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(upTo)
        .lean<StoredUser[]>()
        .exec(),
      this.records.find(filters.records).sort({ createdAt: -1, _id: -1 }).limit(upTo).lean<StoredRecord[]>().exec(),
    ]);
    const merged = [...users.map(accountSummary), ...records.map(recordSummary)].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    return {
      customers: merged.slice(upTo - pageSize, upTo),
      total: userCount + recordCount,
      page,
      pageSize,
    };
  }

  /** The account or record with this id, or null. */
  async find(id: string): Promise<{ account: StoredUser } | { record: StoredRecord } | null> {
    if (!isValidObjectId(id)) return null;
    const account = await this.users.findById(id, { passwordHash: 0 }).lean<StoredUser>().exec();
    if (account) return { account };
    const record = await this.records.findById(id).lean<StoredRecord>().exec();
    return record ? { record } : null;
  }

  async record(id: string): Promise<StoredRecord | null> {
    return isValidObjectId(id) ? this.records.findById(id).lean<StoredRecord>().exec() : null;
  }

  /** The customer's page: details, addresses and notes; null when there is no such customer. */
  async detail(id: string): Promise<CustomerDetail | null> {
    const found = await this.find(id);
    if (!found) return null;
    const notes = await this.notesOf(id);
    if ('account' in found) {
      const saved = await this.addresses
        .find({ userId: { $eq: id } })
        .sort({ savedAt: -1 })
        .lean<Array<SavedAddressRecord & { _id: Types.ObjectId }>>()
        .exec();
      const addresses: SavedAddress[] = saved.map(({ _id, name, phone, address, city, state, zipCode, country }) => ({
        id: _id.toString(),
        name,
        phone,
        address,
        city,
        state,
        zipCode,
        country,
      }));
      const linked = await this.records
        .find({ linkedTo: { $eq: id } })
        .sort({ createdAt: 1 })
        .lean<StoredRecord[]>()
        .exec();
      return {
        ...accountSummary(found.account),
        addresses,
        notes,
        ...(linked.length ? { linkedRecords: linked.map((r) => ({ id: r._id.toString(), name: r.name })) } : {}),
      };
    }
    const { record } = found;
    return {
      ...recordSummary(record),
      addresses: record.addresses,
      notes,
      createdBy: record.createdBy,
      ...(record.linkedTo ? { linkedTo: record.linkedTo } : { possibleAccounts: await this.possibleAccounts(record) }),
    };
  }

  /** Accounts holding the record's phone number or e-mail (the ones it may be joined to). */
  async possibleAccounts(
    record: Pick<StoredRecord, 'phone' | 'email'>,
  ): Promise<Array<{ id: string; name: string; match: 'phone' | 'email' }>> {
    const found = await this.users
      .find(
        { $or: [{ phoneNumber: { $eq: record.phone } }, ...(record.email ? [{ email: { $eq: record.email } }] : [])] },
        { passwordHash: 0 },
      )
      .sort({ createdAt: 1 })
      .limit(10)
      .lean<StoredUser[]>()
      .exec();
    return found.map((user) => ({
      id: user._id.toString(),
      name: accountSummary(user).name,
      match: user.phoneNumber === record.phone ? 'phone' : 'email',
    }));
  }

  /** The account holding a phone number or an e-mail, if any (accounts never share an e-mail; phones may repeat). */
  async accountWith(field: 'phoneNumber' | 'email', value: string): Promise<StoredUser | null> {
    return this.users
      .findOne({ [field]: { $eq: value } }, { passwordHash: 0 })
      .sort({ createdAt: 1 })
      .lean<StoredUser>()
      .exec();
  }

  private async notesOf(customerId: string): Promise<CustomerNote[]> {
    const rows = await this.notes
      .find({ customerId: { $eq: customerId } })
      .sort({ at: -1, _id: -1 })
      .lean<CustomerNoteRecord[]>()
      .exec();
    return rows.map((n) => ({ id: n._id.toString(), text: n.text, at: n.at.toISOString(), by: n.by }));
  }
}
