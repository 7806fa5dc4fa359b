import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { UsersService } from '../users/users.service';
import { AddressesController } from './addresses.controller';
import { AddressesService } from './addresses.service';
import { SavedAddressRecord, SavedAddressSchema } from './saved-address.schema';

/** Saved delivery addresses of shop accounts (the checkout and the account page). */
@Module({
  // AccountsModule exports the users' model (and installs the login guard these handlers rely on).
  imports: [AccountsModule, MongooseModule.forFeature([{ name: SavedAddressRecord.name, schema: SavedAddressSchema }])],
  controllers: [AddressesController],
  providers: [AddressesService, UsersService],
})
export class AddressesModule {}
