import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { AccountsModule } from '../accounts/accounts.module';
import { OnceMarkers } from './once-markers.service';
import { OwnerBootstrapService } from './owner-bootstrap.service';
import { SecondFactorService } from './second-factor.service';
import { StaffAdminController } from './staff-admin.controller';
import { StaffAdminService } from './staff-admin.service';
import { StaffAuthController } from './staff-auth.controller';
import { StaffAuthService } from './staff-auth.service';
import { StaffInvitation, StaffInvitationSchema } from './staff-invitation.schema';
import { StaffInvitationsService } from './staff-invitations.service';
import { StaffMembersService } from './staff-members.service';
import { StaffOnce, StaffOnceSchema } from './staff-once.schema';
import { StaffRecoveryCode, StaffRecoveryCodeSchema } from './staff-recovery-code.schema';
import { StaffStep, StaffStepSchema } from './staff-step.schema';

/**
 * Staff accounts: set-up, sign-in with a second factor, the staff list, invitations,
 * role changes and identity's part of the staff audit trail. The staff members' collection is
 * registered in AccountsModule, whose sessions judge staff sessions too.
 */
@Module({
  imports: [
    AccountsModule,
    StaffAuditModule.forArea('staff'),
    MongooseModule.forFeature([
      { name: StaffInvitation.name, schema: StaffInvitationSchema },
      { name: StaffStep.name, schema: StaffStepSchema },
      { name: StaffOnce.name, schema: StaffOnceSchema },
      { name: StaffRecoveryCode.name, schema: StaffRecoveryCodeSchema },
    ]),
  ],
  controllers: [StaffAuthController, StaffAdminController],
  providers: [
    StaffMembersService,
    StaffInvitationsService,
    SecondFactorService,
    OnceMarkers,
    StaffAuthService,
    StaffAdminService,
    OwnerBootstrapService,
  ],
})
export class StaffModule {}
