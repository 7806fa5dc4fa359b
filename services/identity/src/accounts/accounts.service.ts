import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
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
} from '@rmj/contracts';
import { SERVICE_CONFIG, signAccessToken } from '@rmj/nest-common';
import { VerificationCodesService } from '../codes/verification-codes.service';
import type { IdentityConfig } from '../config/identity.config';
import { MailerService } from '../mail/mailer.service';
import { noAccountMail, verificationMail } from '../mail/verification-mail';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import type { UserDocument } from '../users/user.schema';
import { UsersService } from '../users/users.service';

/** The four account flows: load, guard, change, answer. Rate limits are per client address (`ip`) and e-mail. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: VerificationCodesService,
    private readonly mailer: MailerService,
    private readonly passwords: PasswordHasher,
    private readonly limits: RateLimits,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async login({ email, password }: LoginRequest, ip: string): Promise<AuthSessionResponse> {
    await this.limits.assertLoginAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    const ok = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !ok) {
      await this.limits.loginFailed(email, ip);
      throw new UnauthorizedException(accountErrorMessages.invalidCredentials);
    }
    await this.limits.clearLoginFailures(email);
    return this.session(user, loginSuccessMessage(user.firstName));
  }

  /** Step 1: refuse a taken e-mail, then mail a code. */
  async startRegistration(body: RegisterStartRequest, ip: string): Promise<AccountMessageResponse> {
    await this.limits.consumeCodeSend(body.email, ip);
    if (await this.users.exists(body.email)) throw new ConflictException(accountErrorMessages.emailTaken);
    await this.codes.issue(body.email, 'register', (code) => this.mailer.send(body.email, verificationMail('register', code, body.firstName)));
    return { success: true, message: accountSuccessMessages.codeSent };
  }

  /** Step 2: the code proves the e-mail; the account is made from this request's fields. */
  async completeRegistration(body: RegisterVerifyRequest, ip: string): Promise<AuthSessionResponse> {
    await this.limits.consumeCodeCheck(ip);
    if (await this.users.exists(body.email)) throw new ConflictException(accountErrorMessages.emailTaken);
    await this.codes.consume(body.email, 'register', body.verificationCode);
    const user = await this.users.create({
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      passwordHash: await this.passwords.hash(body.password),
    });
    return this.session(user, accountSuccessMessages.accountCreated);
  }

  /**
   * Known and unknown e-mails get the same answer, the same limits and a mail
   * (a code, or a note that no account uses the address), so the answer does
   * not reveal whether an account exists.
   */
  async requestPasswordReset({ email }: ResetPasswordRequest, ip: string): Promise<AccountMessageResponse> {
    await this.limits.consumeCodeSend(email, ip);
    const user = await this.users.findByEmail(email);
    if (user) {
      await this.codes.issue(email, 'reset', (code) => this.mailer.send(email, verificationMail('reset', code, user.firstName)));
    } else {
      await this.codes.issue(email, 'reset', () => this.mailer.send(email, noAccountMail()), { decoy: true });
    }
    return { success: true, message: accountSuccessMessages.codeSent };
  }

  async resetPassword({ email, verificationCode, newPassword }: ResetPasswordVerify, ip: string): Promise<AccountMessageResponse> {
    await this.limits.consumeCodeCheck(ip);
    await this.codes.consume(email, 'reset', verificationCode);
    const changed = await this.users.setPasswordHash(email, await this.passwords.hash(newPassword));
    // Only reachable if the account was deleted between request and verify.
    if (!changed) throw new UnauthorizedException(accountErrorMessages.invalidCode);
    await this.limits.clearLoginFailures(email);
    return { success: true, message: accountSuccessMessages.passwordReset };
  }

  private session(user: UserDocument, message: string): AuthSessionResponse {
    const userId = user._id.toString();
    const token = signAccessToken({ sub: userId, email: user.email, firstName: user.firstName }, this.config.JWT_SECRET);
    return { success: true, message, token, userId, firstName: user.firstName, lastName: user.lastName };
  }
}
