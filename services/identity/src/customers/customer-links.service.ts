// Joining a customer record staff made to the account that later registered with its phone number
// or e-mail, only with the account holder's consent: a code is mailed to the account's verified
// e-mail (identity's verification codes, purpose `link`: 10 minutes, tries limited), the customer
// reads it out, staff enter it. Nothing is merged without the code; the record keeps its notes,
// addresses and claims, and the account's page shows it (and its orders) from then on.
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { customerMessages, type CustomerDetail, type CustomerLinkCodeResponse } from '@rmj/contracts';
import {
  actorOf,
  maskEmail,
  ShopSettingsReader,
  StaffAuditTrail,
  updateVersioned,
  type AccessClaims,
} from '@rmj/nest-common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { VerificationCodesService } from '../codes/verification-codes.service';
import { MailerService } from '../mail/mailer.service';
import { verificationMail } from '../mail/verification-mail';
import { CustomerRecord } from './customer-record.schema';
import { accountSummary, CustomersDirectory } from './customers-directory';

@Injectable()
export class CustomerLinks {
  constructor(
    @InjectModel(CustomerRecord.name) private readonly records: Model<CustomerRecord>,
    private readonly directory: CustomersDirectory,
    private readonly codes: VerificationCodesService,
    private readonly mailer: MailerService,
    private readonly shop: ShopSettingsReader,
    private readonly trail: StaffAuditTrail,
  ) {}

  /** Mails the account's holder the code (at most one a minute); 409 when the two cannot be joined. */
  async sendCode(recordId: string, accountId: string, staff: AccessClaims): Promise<CustomerLinkCodeResponse> {
    const { record, account } = await this.pair(recordId, accountId);
    await this.codes.issue(account.email, 'link', async (code) =>
      this.mailer.send(
        account.email,
        verificationMail(await this.shop.contact(), 'link', code, account.firstName, account.language),
      ),
    );
    await this.trail.record({
      actor: staff,
      action: 'customer.link-code-sent',
      target: { type: 'customer', id: recordId, label: record.name },
      after: { account: accountSummary(account).name, to: maskEmail(account.email) },
    });
    return { success: true, message: customerMessages.linkCodeSent(maskEmail(account.email)) };
  }

  /** Joins the record to the account with the code the holder read out (the code is used once). */
  async link(
    recordId: string,
    accountId: string,
    code: string,
    staff: AccessClaims,
    ip: string,
  ): Promise<CustomerDetail> {
    const { record, account } = await this.pair(recordId, accountId);
    await this.codes.consume(account.email, 'link', code, ip);
    const kept = await updateVersioned(this.records, record._id, (doc) =>
      doc.linkedTo ? null : { linkedTo: accountId, linkedAt: new Date(), linkedBy: actorOf(staff)! },
    );
    if (!kept) throw new ConflictException(customerMessages.alreadyLinked);
    await this.trail.record({
      actor: staff,
      action: 'customer.linked',
      target: { type: 'customer', id: recordId, label: record.name },
      after: { linkedTo: accountId, account: accountSummary(account).name },
    });
    const detail = await this.directory.detail(recordId);
    if (!detail) throw new NotFoundException(customerMessages.notFound);
    return detail;
  }

  /** The record and the account, checked: a record not joined yet, an account with its phone or e-mail. */
  private async pair(recordId: string, accountId: string) {
    const found = await this.directory.find(recordId);
    if (!found) throw new NotFoundException(customerMessages.notFound);
    if (!('record' in found)) throw new ConflictException(customerMessages.linkOnlyRecords);
    const { record } = found;
    if (record.linkedTo) throw new ConflictException(customerMessages.alreadyLinked);
    const possible = await this.directory.possibleAccounts(record);
    if (!possible.some((a) => a.id === accountId)) throw new ConflictException(customerMessages.linkNotShared);
    const account = await this.directory.find(accountId);
    if (!account || !('account' in account)) throw new ConflictException(customerMessages.linkNotShared);
    return { record, account: account.account };
  }
}
