import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { SavedAddressRecord, SavedAddressSchema } from '../addresses/saved-address.schema';
import { CustomerNoteRecord, CustomerNoteSchema } from '../customers/customer-record.schema';
import { UsersService } from '../users/users.service';
import { AccountErasureController } from './account-erasure.controller';
import { AccountErasure, AccountErasureSchema } from './account-erasure.schema';
import { AccountErasureService } from './account-erasure.service';
import { ErasureClients } from './erasure-clients';

/** Deleting a shopper's account (DELETE /api/account), with orders and catalog first. */
@Module({
  // AccountsModule exports the users', codes' and sessions' models, the mailer and the login guard.
  imports: [
    AccountsModule,
    MongooseModule.forFeature([
      { name: SavedAddressRecord.name, schema: SavedAddressSchema },
      { name: AccountErasure.name, schema: AccountErasureSchema },
      { name: CustomerNoteRecord.name, schema: CustomerNoteSchema },
    ]),
  ],
  controllers: [AccountErasureController],
  providers: [AccountErasureService, ErasureClients, UsersService],
})
export class ErasureModule {}
