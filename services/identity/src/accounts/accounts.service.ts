import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  accountErrorMessages,
  accountSuccessMessages,
  loginSuccessMessage,
  type AccountMessageResponse,
  type AuthSessionResponse,
  type LoginRequest,
  type RegisterStartRequest,
  type RegisterVerifyRequest,
  type ResetPasswordRequest,
  type ResetPasswordVerify,
  type ShopLanguage,
} from '@rmj/contracts';
import { AUDIT_EVENTS, AuditLog, SERVICE_CONFIG, ShopSettingsReader, signAccessToken } from '@rmj/nest-common';
import { VerificationCodesService } from '../codes/verification-codes.service';
import type { IdentityConfig } from '../config/identity.config';
import { MailerService } from '../mail/mailer.service';
import { passwordChangedMail, registrationAttemptMail } from '../mail/security-mails';
import { noAccountMail, verificationMail } from '../mail/verification-mail';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { SessionsService } from '../sessions/sessions.service';
import type { UserDocument } from '../users/user.schema';
import { UsersService } from '../users/users.service';

/** The four account flows: load, guard, change, answer. Limits are per client address (`ip`) and e-mail. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly mailer: MailerService,
    private readonly passwords: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLog,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly shop: ShopSettingsReader,
  ) {}

  /** The attempt is counted before the password check and given back only when it was right. */
  async login({ email, password }: LoginRequest, ip: string, lang: ShopLanguage): Promise<AuthSessionResponse> {
    const tickets = await this.limits.startLogin(email, ip);
    const user = await this.users.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !ok) {
      this.audit.record(AUDIT_EVENTS.loginFailed, { email, ip, reason: user ? 'wrong-password' : 'unknown-email' });
      throw new UnauthorizedException(accountErrorMessages.invalidCredentials);
    }
    await this.limits.loginSucceeded(tickets);
    await this.users.setLanguage(user, lang);
    this.audit.record(AUDIT_EVENTS.loginSucceeded, { email, ip, userId: user._id.toString() });
    return this.session(user, loginSuccessMessage(user.firstName));
  }

  /**
   * Step 1 answers a new and a taken e-mail alike (same body, limits and one-a-minute rule): a new
   * one gets a code, a taken one a note to its owner and an unguessable decoy code record.
   */
  async startRegistration(body: RegisterStartRequest, ip: string, lang: ShopLanguage): Promise<AccountMessageResponse> {
    await this.limits.consumeCodeSend(body.email, ip);
    const owner = await this.users.findByEmail(body.email);
    if (owner) {
      await this.codes.issue(
        body.email,
        'register',
        async () =>
          this.mailer.send(body.email, registrationAttemptMail(await this.shop.contact(), owner.firstName, lang)),
        { decoy: true },
      );
      this.audit.record(AUDIT_EVENTS.registrationExisting, { email: body.email, ip });
    } else {
      await this.codes.issue(body.email, 'register', async (code) =>
        this.mailer.send(
          body.email,
          verificationMail(await this.shop.contact(), 'register', code, body.firstName, lang),
        ),
      );
      this.audit.record(AUDIT_EVENTS.codeSent, { email: body.email, ip, purpose: 'register' });
    }
    return { success: true, message: accountSuccessMessages.codeSent };
  }

  /**
   * Step 2: the code proves the e-mail; the account is made from this request's fields. No look-up
   * before the code: for a taken e-mail only the decoy exists, so the answer is "invalid code".
   */
  async completeRegistration(
    body: RegisterVerifyRequest,
    ip: string,
    lang: ShopLanguage,
  ): Promise<AuthSessionResponse> {
    await this.limits.consumeCodeCheck(ip);
    await this.codes.consume(body.email, 'register', body.verificationCode, ip);
    const user = await this.users.create({
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      passwordHash: await this.passwords.hash(body.password),
      language: lang,
    });
    this.audit.record(AUDIT_EVENTS.accountCreated, { email: body.email, ip, userId: user._id.toString() });
    return this.session(user, accountSuccessMessages.accountCreated);
  }

  /**
   * Known and unknown e-mails get the same answer, the same limits and a mail
   * (a code, or a note that no account uses the address), so the answer does
   * not reveal whether an account exists.
   */
  async requestPasswordReset(
    { email }: ResetPasswordRequest,
    ip: string,
    lang: ShopLanguage,
  ): Promise<AccountMessageResponse> {
    await this.limits.consumeCodeSend(email, ip);
    const user = await this.users.findByEmail(email);
    if (user) {
      // The code is read on this page: its mail, and the "password changed" mail after it, in its language.
      await this.users.setLanguage(user, lang);
      await this.codes.issue(email, 'reset', async (code) =>
        this.mailer.send(email, verificationMail(await this.shop.contact(), 'reset', code, user.firstName, lang)),
      );
    } else {
      await this.codes.issue(
        email,
        'reset',
        async () => this.mailer.send(email, noAccountMail(await this.shop.contact(), lang)),
        { decoy: true },
      );
    }
    this.audit.record(AUDIT_EVENTS.codeSent, {
      email,
      ip,
      purpose: 'reset',
      ...(user ? {} : { reason: 'unknown-email' }),
    });
    return { success: true, message: accountSuccessMessages.codeSent };
  }

  /** Sets the new password, ends every session of the account, and tells the owner by mail. */
  async resetPassword(
    { email, verificationCode, newPassword }: ResetPasswordVerify,
    ip: string,
  ): Promise<AccountMessageResponse> {
    await this.limits.consumeCodeCheck(ip);
    await this.codes.consume(email, 'reset', verificationCode, ip);
    const user = await this.users.setPasswordHash(email, await this.passwords.hash(newPassword));
    // Only reachable if the account was deleted between request and verify.
    if (!user) throw new UnauthorizedException(accountErrorMessages.invalidCode);
    const userId = user._id.toString();
    await this.sessions.endAllOf(userId, 'password-reset', ip, email);
    await this.limits.clearLoginFailures(email);
    this.audit.record(AUDIT_EVENTS.passwordReset, { email, ip, userId });
    // The password is already changed: a mail failure must not turn the answer into an error.
    await this.mailer
      .send(email, passwordChangedMail(await this.shop.contact(), user.firstName, user.language))
      .catch(() => undefined);
    return { success: true, message: accountSuccessMessages.passwordReset };
  }

  private async session(user: UserDocument, message: string): Promise<AuthSessionResponse> {
    const userId = user._id.toString();
    const sid = await this.sessions.start(userId);
    const token = signAccessToken(
      { sub: userId, email: user.email, firstName: user.firstName, sid },
      this.config.JWT_PRIVATE_KEY,
      this.sessions.tokenTtlSeconds,
    );
    return { success: true, message, token, userId, firstName: user.firstName, lastName: user.lastName };
  }
}
