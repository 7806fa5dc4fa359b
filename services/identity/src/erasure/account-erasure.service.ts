// DELETE /api/account: a shopper deletes their account. Orders and catalog erase first (orders
// refuses while an order is open, and then nothing at all is erased); only when both have finished
// does identity delete its own records: saved addresses, staff notes on the account, verification codes, the rate-limit counts
// kept under the e-mail, the account, and every login session (all devices). Each step selects by
// the account, so a retry after any failure finishes the job; until identity's own step the account
// keeps working. The confirmation e-mail goes to the address held in memory once the records are
// gone, so it never confirms a deletion that did not happen; a record without personal data shows
// the request was honoured.
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ACCOUNT_DELETION_MESSAGES,
  accountErrorMessages,
  openOrdersMessage,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
} from '@rmj/contracts';
import { ShopSettingsReader, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { SavedAddressRecord } from '../addresses/saved-address.schema';
import { VerificationCode } from '../codes/verification-code.schema';
import { CustomerNoteRecord } from '../customers/customer-record.schema';
import { MailerService } from '../mail/mailer.service';
import { accountDeletedMail } from '../mail/security-mails';
import { RateLimits } from '../security/rate-limits';
import { Session } from '../sessions/session.schema';
import { User } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { AccountErasure } from './account-erasure.schema';
import { ErasureClients } from './erasure-clients';

@Injectable()
export class AccountErasureService {
  private readonly logger = new Logger(AccountErasureService.name);

  constructor(
    private readonly users: UsersService,
    private readonly clients: ErasureClients,
    private readonly mailer: MailerService,
    private readonly limits: RateLimits,
    @InjectModel(User.name) private readonly userModel: Model<User>,
    @InjectModel(SavedAddressRecord.name) private readonly addresses: Model<SavedAddressRecord>,
    @InjectModel(VerificationCode.name) private readonly codes: Model<VerificationCode>,
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @InjectModel(AccountErasure.name) private readonly erasures: Model<AccountErasure>,
    @InjectModel(CustomerNoteRecord.name) private readonly staffNotes: Model<CustomerNoteRecord>,
    private readonly shop: ShopSettingsReader,
  ) {}

  async erase(claims: AccessClaims, body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
    if (claims.role) throw new ForbiddenException(ACCOUNT_DELETION_MESSAGES.notAShopper);
    const user = await this.users.findById(claims.sub);
    if (!user) throw new UnauthorizedException(accountErrorMessages.notLoggedIn);
    if (body.email !== user.email) throw new BadRequestException(ACCOUNT_DELETION_MESSAGES.confirmMismatch);
    const userId = user.id as string;
    const { email, firstName, language } = user;

    const orders = await this.clients.eraseOrders(userId);
    if (!orders.erased) throw new ConflictException(openOrdersMessage(orders.openOrders));
    const files = await this.clients.eraseFiles(userId);

    const addresses = await this.addresses.deleteMany({ userId: { $eq: userId } }).exec();
    // Staff notes on the account are personal data about the shopper too.
    await this.staffNotes.deleteMany({ customerId: { $eq: userId } }).exec();
    await this.codes.deleteMany({ email: { $eq: email } }).exec();
    await this.limits.forgetEmail(email);
    // The account last but one: once it is gone every session is refused (the session check reads it).
    await this.userModel.deleteOne({ _id: { $eq: user._id } }).exec();
    const sessions = await this.sessions.deleteMany({ userId: { $eq: userId } }).exec();

    const mailed = await this.mailer
      .send(email, accountDeletedMail(await this.shop.contact(), firstName, language))
      .then(
        () => true,
        () => false,
      );
    const record: AccountErasure = {
      erasedAt: new Date(),
      orders: orders.orders,
      invoices: orders.invoices,
      checkouts: orders.checkouts,
      files: files.files,
      consents: files.consents,
      addresses: addresses.deletedCount,
      sessions: sessions.deletedCount,
      mailed,
    };
    await this.erasures.create(record).catch((err: unknown) => {
      // The erasure itself is done; a lost record is logged (with the same counts) rather than undone.
      this.logger.error({ msg: 'account erasure record not written', error: String(err), ...record });
    });
    this.logger.log({ msg: 'account deleted', ...record });
    return { success: true, message: ACCOUNT_DELETION_MESSAGES.deleted };
  }
}
