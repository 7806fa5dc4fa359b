import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import {
  ACCESS_TOKEN_KEYS,
  AuditLog,
  JwtAuthGuard,
  LoginRequiredGuard,
  SERVICE_CONFIG,
  SessionCheck,
  ShopSettingsReader,
  verifyKeysOf,
} from '@rmj/nest-common';
import type { IdentityConfig } from '../config/identity.config';
import { VerificationCode, VerificationCodeSchema } from '../codes/verification-code.schema';
import { VerificationCodesService } from '../codes/verification-codes.service';
import { MailerService } from '../mail/mailer.service';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { Session, SessionSchema } from '../sessions/session.schema';
import { SessionClock } from '../sessions/session-clock';
import { SessionsController } from '../sessions/sessions.controller';
import { SessionsService } from '../sessions/sessions.service';
import { StaffMember, StaffMemberSchema } from '../staff/staff-member.schema';
import { User, UserSchema } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: VerificationCode.name, schema: VerificationCodeSchema },
      { name: Session.name, schema: SessionSchema },
      // Staff sessions live in the same session list and are judged by the member's record.
      { name: StaffMember.name, schema: StaffMemberSchema },
    ]),
  ],
  controllers: [AccountsController, SessionsController],
  providers: [
    AccountsService,
    UsersService,
    VerificationCodesService,
    MailerService,
    ShopSettingsReader,
    PasswordHasher,
    RateLimits,
    SessionsService,
    SessionClock,
    AuditLog,
    // Deny by default, as in orders: a handler not marked @Public() needs a token whose session is
    // active, checked in-process (identity is the session list; no HTTP call to itself).
    {
      provide: ACCESS_TOKEN_KEYS,
      useFactory: (config: IdentityConfig) => verifyKeysOf(config.JWT_PRIVATE_KEY),
      inject: [SERVICE_CONFIG],
    },
    { provide: SessionCheck, useExisting: SessionsService },
    JwtAuthGuard,
    { provide: APP_GUARD, useClass: LoginRequiredGuard },
  ],
  // The staff module reuses the hasher, limits, mailer and sessions, and the staff members' model.
  exports: [
    AccountsService,
    // Customers send the code by which a shopper agrees to join a staff-made record to their account.
    VerificationCodesService,
    MongooseModule,
    PasswordHasher,
    RateLimits,
    MailerService,
    ShopSettingsReader,
    SessionsService,
    SessionClock,
    AuditLog,
  ],
})
export class AccountsModule {}
