import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { accountErrorMessages, type ShopLanguage } from '@rmj/contracts';
import { isValidObjectId, type Model } from 'mongoose';
import { isDuplicateKey } from '@rmj/nest-common';
import { User, type UserDocument } from './user.schema';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  passwordHash: string;
  language: ShopLanguage;
}

@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: { $eq: email } }).exec();
  }

  findById(id: string): Promise<UserDocument | null> {
    return isValidObjectId(id) ? this.users.findById(id).exec() : Promise.resolve(null);
  }

  async exists(email: string): Promise<boolean> {
    return (await this.users.exists({ email: { $eq: email } })) !== null;
  }

  /** Creates the account; 409 when the e-mail is taken (the unique index decides, not a prior read). */
  async create(user: NewUser): Promise<UserDocument> {
    try {
      return await this.users.create(user);
    } catch (err) {
      if (isDuplicateKey(err)) throw new ConflictException(accountErrorMessages.emailTaken);
      throw err;
    }
  }

  /** Remembers the language the shopper uses now (their mails follow it); nothing is written when it is the same. */
  async setLanguage(user: UserDocument, language: ShopLanguage): Promise<void> {
    if ((user.language ?? 'en') === language) return;
    await this.users.updateOne({ _id: { $eq: user._id } }, { $set: { language } }).exec();
    user.language = language;
  }

  /** Sets the new hash and the change time (which ends older sessions); the updated user, or null. */
  async setPasswordHash(email: string, passwordHash: string): Promise<UserDocument | null> {
    const res = await this.users
      .updateOne({ email: { $eq: email } }, { $set: { passwordHash, passwordChangedAt: new Date() } })
      .exec();
    return res.matchedCount === 1 ? this.findByEmail(email) : null;
  }
}
