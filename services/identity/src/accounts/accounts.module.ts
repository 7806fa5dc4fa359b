import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { VerificationCode, VerificationCodeSchema } from '../codes/verification-code.schema';
import { VerificationCodesService } from '../codes/verification-codes.service';
import { MailerService } from '../mail/mailer.service';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { User, UserSchema } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: User.name, schema: UserSchema },
      { name: VerificationCode.name, schema: VerificationCodeSchema },
    ]),
  ],
  controllers: [AccountsController],
  providers: [AccountsService, UsersService, VerificationCodesService, MailerService, PasswordHasher, RateLimits],
  exports: [AccountsService],
})
export class AccountsModule {}
