import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { staffSetupPath } from '@rmj/contracts';
import { SERVICE_CONFIG, StaffAuditTrail } from '@rmj/nest-common';
import type { IdentityConfig } from '../config/identity.config';
import { MailerService } from '../mail/mailer.service';
import { ownerSetupMail } from './staff-mails';
import { StaffInvitationsService, OWNER_CODE_TTL_MS } from './staff-invitations.service';
import { StaffMembersService } from './staff-members.service';

/**
 * The first owner: at start, while no staff member exists, OWNER_EMAIL gets a one-time set-up code
 * (24 hours). Several replicas may start at once on an empty database: each tries to insert the
 * invitation, and the unique e-mail index lets exactly one of them issue and mail it (no
 * check-then-insert). A code still valid is left alone; an expired or spent one (fifty wrong tries)
 * is issued again at the next start.
 */
@Injectable()
export class OwnerBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('StaffSetup');

  constructor(
    private readonly members: StaffMembersService,
    private readonly invitations: StaffInvitationsService,
    private readonly mailer: MailerService,
    private readonly trail: StaffAuditTrail,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensureOwnerCode();
    } catch (err) {
      // Identity still serves shoppers; the next start tries again.
      this.logger.error(`could not send the owner's set-up code: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** True when this call issued a new code. */
  async ensureOwnerCode(): Promise<boolean> {
    if (await this.members.any()) return false;
    const email = this.config.OWNER_EMAIL;
    const current = await this.invitations.findByEmail(email);
    const usable = current && current.expiresAt.getTime() > Date.now() && !(await this.invitations.isLocked(current));
    if (usable) {
      this.announce();
      return false;
    }
    const link = `${this.config.SHOP_URL}${staffSetupPath(email, { owner: true })}`;
    const invitation = await this.invitations.issueOnce(
      { email, name: 'Owner', role: 'owner', ttlMs: OWNER_CODE_TTL_MS },
      current?.issueId,
      (code) => this.mailer.send(email, ownerSetupMail(code, link)),
    );
    if (!invitation) {
      this.announce();
      return false;
    }
    if (await this.members.any()) {
      // Set up between our look and our insert (a replica started late): no second owner code.
      await this.invitations.invitations.deleteOne({ _id: invitation._id }).exec();
      return false;
    }
    this.announce();
    await this.trail.record({
      action: 'owner.code.sent',
      target: { type: 'invitation', id: String(invitation._id), label: email },
      after: { email, role: 'owner', expiresAt: invitation.expiresAt.toISOString() },
    });
    return true;
  }

  private announce(): void {
    this.logger.log(
      `Owner set-up: open ${this.config.SHOP_URL}${staffSetupPath(undefined, { owner: true })} and enter the code sent to ${this.config.OWNER_EMAIL}`,
    );
  }
}
