import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditLog } from '@rmj/nest-common';
import { VerificationCode, VerificationCodeSchema } from '../codes/verification-code.schema';
import { VerificationCodesService } from '../codes/verification-codes.service';
import { MailerService } from '../mail/mailer.service';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { Session, SessionSchema } from '../sessions/session.schema';
import { SessionsController } from '../sessions/sessions.controller';
import { SessionsService } from '../sessions/sessions.service';
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
    ]),
  ],
  controllers: [AccountsController, SessionsController],
  providers: [AccountsService, UsersService, VerificationCodesService, MailerService, PasswordHasher, RateLimits, SessionsService, AuditLog],
  exports: [AccountsService],
})
export class AccountsModule {}
