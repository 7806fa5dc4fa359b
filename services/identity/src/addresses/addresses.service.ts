import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  SAVED_ADDRESSES_MAX,
  savedAddressMessages,
  type AccountAddressesResponse,
  type AddressRemovedResponse,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressResponse,
} from '@rmj/contracts';
import type { AccessClaims } from '@rmj/nest-common';
import { isValidObjectId, type Model, type Types } from 'mongoose';
import { UsersService } from '../users/users.service';
import { SavedAddressRecord } from './saved-address.schema';

/** 403 for a staff sign-in: addresses belong to shop accounts. */
export const NOT_A_SHOPPER = 'Saved addresses belong to shop accounts.';

type Stored = SavedAddressRecord & { _id: Types.ObjectId };

const toAddress = (doc: Stored): SavedAddress => ({
  id: doc._id.toString(),
  name: doc.name,
  phone: doc.phone,
  address: doc.address,
  city: doc.city,
  state: doc.state,
  zipCode: doc.zipCode,
  country: doc.country,
});

/** The fields kept from a validated address (the contract's output: trimmed, phone as 10 digits). */
const fieldsOf = (input: SavedAddressInput) => {
  const { name, phone, address, city, state, zipCode, country = 'India' } = input;
  return { name, phone, address, city, state, zipCode, country };
};

@Injectable()
export class AddressesService {
  constructor(
    @InjectModel(SavedAddressRecord.name) private readonly addresses: Model<SavedAddressRecord>,
    private readonly users: UsersService,
  ) {}

  async list(user: AccessClaims): Promise<AccountAddressesResponse> {
    const account = await this.users.findById(this.shopperId(user));
    if (!account) throw new ForbiddenException(NOT_A_SHOPPER);
    const docs = await this.addresses
      .find({ userId: { $eq: user.sub } })
      .sort({ savedAt: -1 })
      .lean<Stored[]>()
      .exec();
    return {
      success: true,
      profile: {
        name: `${account.firstName} ${account.lastName}`.trim(),
        email: account.email,
        phone: account.phoneNumber,
      },
      addresses: docs.map(toAddress),
    };
  }

  /**
   * Saves a new address; the same address saved again (a second tick at checkout) is moved to the
   * top rather than kept twice. Past SAVED_ADDRESSES_MAX, 409: two saves at once may pass the count
   * together, which costs one address too many, never a lost one.
   */
  async add(user: AccessClaims, input: SavedAddressInput): Promise<SavedAddressResponse> {
    const userId = this.shopperId(user);
    const fields = fieldsOf(input);
    const same = await this.addresses.findOne({ userId: { $eq: userId }, ...eqAll(fields) }).exec();
    if (same) return this.update(user, same._id.toString(), input);
    if ((await this.addresses.countDocuments({ userId: { $eq: userId } }).exec()) >= SAVED_ADDRESSES_MAX)
      throw new ConflictException(savedAddressMessages.tooMany);
    const doc = await this.addresses.create({ userId, ...fields, savedAt: new Date() });
    return { success: true, address: toAddress(doc.toObject<Stored>()) };
  }

  async update(user: AccessClaims, id: string, input: SavedAddressInput): Promise<SavedAddressResponse> {
    const userId = this.shopperId(user);
    if (!isValidObjectId(id)) throw new NotFoundException(savedAddressMessages.notFound);
    const res = await this.addresses
      .updateOne({ _id: { $eq: id }, userId: { $eq: userId } }, { $set: { ...fieldsOf(input), savedAt: new Date() } })
      .exec();
    const doc = res.matchedCount === 1 ? await this.addresses.findById(id).lean<Stored>().exec() : null;
    if (!doc) throw new NotFoundException(savedAddressMessages.notFound);
    return { success: true, address: toAddress(doc) };
  }

  async remove(user: AccessClaims, id: string): Promise<AddressRemovedResponse> {
    const userId = this.shopperId(user);
    const res = isValidObjectId(id)
      ? await this.addresses.deleteOne({ _id: { $eq: id }, userId: { $eq: userId } }).exec()
      : { deletedCount: 0 };
    if (res.deletedCount !== 1) throw new NotFoundException(savedAddressMessages.notFound);
    return { success: true, message: savedAddressMessages.removed };
  }

  /** The shopper's account id; a staff sign-in (its token carries a role) has no addresses. */
  private shopperId(user: AccessClaims): string {
    if (user.role) throw new ForbiddenException(NOT_A_SHOPPER);
    return user.sub;
  }
}

/** An equality filter on each field (never an operator, whatever the text holds). */
function eqAll(fields: Record<string, string>): Record<string, { $eq: string }> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { $eq: value }]));
}
