import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { AccountsModule } from '../accounts/accounts.module';
import { SavedAddressRecord, SavedAddressSchema } from '../addresses/saved-address.schema';
import {
  CustomerContact,
  CustomerContactSchema,
  CustomerNoteRecord,
  CustomerNoteSchema,
  CustomerRecord,
  CustomerRecordSchema,
} from './customer-record.schema';
import { CustomerLinks } from './customer-links.service';
import { CustomersController } from './customers.controller';
import { CustomersDirectory } from './customers-directory';
import { CustomersService } from './customers.service';

/**
 * The back office's customers: accounts (read from the users and their saved addresses) and the
 * records staff make, with staff notes. Changes go to identity's audit trail (area `staff`, the
 * trail identity serves), named `customer.*`.
 */
@Module({
  imports: [
    // AccountsModule exports the users' model and installs the login guard these handlers rely on.
    AccountsModule,
    StaffAuditModule.forArea('staff'),
    MongooseModule.forFeature([
      { name: CustomerRecord.name, schema: CustomerRecordSchema },
      { name: CustomerContact.name, schema: CustomerContactSchema },
      { name: CustomerNoteRecord.name, schema: CustomerNoteSchema },
      { name: SavedAddressRecord.name, schema: SavedAddressSchema },
    ]),
  ],
  controllers: [CustomersController],
  providers: [CustomersDirectory, CustomersService, CustomerLinks],
})
export class CustomersModule {}
