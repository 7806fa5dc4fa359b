/**
 * Complaints: the form's submission (a ticket number at once, the customer's e-mail and the
 * shop's notice, each once) and the desk (list, one complaint, acknowledge, resolve). Every write
 * that must happen once is an insert against a unique key, the one atomic write FerretDB offers:
 * the complaint under its submissionId, each step under `<ticket>:<step>`, each mail under its
 * outbox key. A step's claim carries everything the step writes, so whoever finds it claimed
 * finishes it (the same values, the same keyed mail) before answering 409: a crash between claim
 * and update leaves nothing half done.
 */
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  GRIEVANCE_ACK_HOURS,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PROMISE,
  GRIEVANCE_RESOLVE_DAYS,
  grievanceFlags,
  type AdminGrievance,
  type GrievanceInput,
  type GrievanceResponse,
  type GrievanceState,
  type ShopLanguage,
  type StaffActor,
} from '@rmj/contracts';
import { SERVICE_CONFIG, type MailContent, type ShopContact, insertedOnce, setFields } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { randomInt } from 'node:crypto';
import type { OrdersConfig } from '../config/orders.config';
import { MailOutbox } from '../notices/mail-outbox.service';
import { NoticeRecipients } from '../notices/notice-recipients';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import {
  grievanceAcknowledgedMail,
  grievanceReceivedMail,
  grievanceResolvedMail,
  newGrievanceNotice,
  type GrievanceFacts,
} from './grievance-mails';
import { Grievance, GrievanceStep, type GrievanceStepBy } from './grievance.schema';

/** The clock the desk's flags and the promises read (tests move it). */
@Injectable()
export class GrievanceClock {
  now(): Date {
    return new Date();
  }
}

const HOUR_MS = 3_600_000;
/** India is UTC+05:30 all year: a ticket's year is the year in India when it was received. */
const INDIA_OFFSET_MS = 5.5 * HOUR_MS;
/** Tries at a free ticket number before giving up (a clash needs two of a million in one year). */
const TICKET_TRIES = 8;

const ackDue = (createdAt: Date) => new Date(createdAt.getTime() + GRIEVANCE_ACK_HOURS * HOUR_MS);
const resolveDue = (createdAt: Date) => new Date(createdAt.getTime() + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS);

/** A fresh ticket number: GRV-<year in India>-<six random digits>. */
export function newTicket(now: Date): string {
  const year = new Date(now.getTime() + INDIA_OFFSET_MS).getUTCFullYear();
  return `GRV-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

type StepName = 'acknowledged' | 'resolved';

@Injectable()
export class GrievancesService {
  private readonly logger = new Logger(GrievancesService.name);

  constructor(
    @InjectModel(Grievance.name) private readonly grievances: Model<Grievance>,
    @InjectModel(GrievanceStep.name) private readonly steps: Model<GrievanceStep>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly outbox: MailOutbox,
    private readonly recipients: NoticeRecipients,
    private readonly clock: GrievanceClock,
    private readonly settings: ShopSettingsClient,
  ) {}

  /** Registers a complaint once per submission; answers its ticket (the first one for a repeat). */
  async submit(input: GrievanceInput, language: ShopLanguage = 'en'): Promise<GrievanceResponse> {
    const grievance = (await this.bySubmission(input.submissionId)) ?? (await this.insert(input, language));
    await this.mailReceived(grievance);
    return { ticket: grievance._id, message: GRIEVANCE_MESSAGES.submitted, promise: GRIEVANCE_PROMISE };
  }

  /** The desk's list: oldest first, of one state or all. */
  async list(state?: GrievanceState): Promise<AdminGrievance[]> {
    const found = await this.grievances
      .find(state ? { state } : {})
      .sort({ createdAt: 1, _id: 1 })
      .lean<Grievance[]>()
      .exec();
    const now = this.clock.now();
    return found.map((g) => this.view(g, now));
  }

  async one(ticket: string): Promise<AdminGrievance> {
    return this.view(await this.find(ticket), this.clock.now());
  }

  /** Acknowledges a New complaint (e-mails the customer). 409 when it was acknowledged or resolved before. */
  async acknowledge(ticket: string, actor: StaffActor): Promise<AdminGrievance> {
    const grievance = await this.find(ticket);
    if (grievance.state === 'resolved') throw new ConflictException(GRIEVANCE_MESSAGES.alreadyResolved);
    await this.take(grievance, 'acknowledged', actor);
    return this.one(ticket);
  }

  /** Resolves a complaint with a note (e-mails the customer). 409 when it was resolved before. */
  async resolve(ticket: string, note: string, actor: StaffActor): Promise<AdminGrievance> {
    const grievance = await this.find(ticket);
    await this.take(grievance, 'resolved', actor, note);
    return this.one(ticket);
  }

  /** Claims the step (409 when someone has it), then records it and mails the customer. */
  private async take(grievance: Grievance, step: StepName, actor: StaffActor, note?: string): Promise<void> {
    const claim: GrievanceStep = {
      _id: `${grievance._id}:${step}`,
      at: this.clock.now(),
      by: { id: actor.id, email: actor.email },
      ...(note !== undefined ? { note } : {}),
    };
    if (!(await insertedOnce(() => this.steps.create(claim)))) {
      const earlier = await this.steps.findById(claim._id).lean<GrievanceStep>().exec();
      if (earlier) await this.finish(grievance, step, earlier);
      throw new ConflictException(
        step === 'resolved' ? GRIEVANCE_MESSAGES.alreadyResolved : GRIEVANCE_MESSAGES.alreadyAcknowledged,
      );
    }
    await this.finish(grievance, step, claim);
  }

  /** Writes a claimed step onto the complaint and sends its mail; the same values however often it runs. */
  private async finish(grievance: Grievance, step: StepName, claim: GrievanceStep): Promise<void> {
    const by: GrievanceStepBy = claim.by;
    if (step === 'acknowledged') {
      await setFields(this.grievances, { _id: grievance._id }, { acknowledgedAt: claim.at, acknowledgedBy: by });
      // Only a New complaint becomes Acknowledged: a resolution that got there first stays.
      await setFields(this.grievances, { _id: grievance._id, state: 'new' }, { state: 'acknowledged' });
      await this.mailCustomer(
        `grievance-acknowledged:${grievance._id}`,
        'grievance-acknowledged',
        grievance,
        (contact) => grievanceAcknowledgedMail(facts(grievance), resolveDue(grievance.createdAt), contact),
      );
      return;
    }
    await setFields(
      this.grievances,
      { _id: grievance._id },
      { state: 'resolved', resolvedAt: claim.at, resolvedBy: by, resolutionNote: claim.note ?? '' },
    );
    await this.mailCustomer(`grievance-resolved:${grievance._id}`, 'grievance-resolved', grievance, (contact) =>
      grievanceResolvedMail(facts(grievance), claim.note ?? '', contact),
    );
  }

  private async insert(input: GrievanceInput, language: ShopLanguage): Promise<Grievance> {
    const createdAt = this.clock.now();
    for (let attempt = 0; attempt < TICKET_TRIES; attempt += 1) {
      const grievance: Grievance = {
        _id: newTicket(createdAt),
        submissionId: input.submissionId,
        name: input.name,
        email: input.email,
        ...(input.phone ? { phone: input.phone } : {}),
        ...(input.orderNumber ? { orderNumber: input.orderNumber } : {}),
        subject: input.subject,
        description: input.description,
        state: 'new',
        createdAt,
        language,
      };
      if (await insertedOnce(() => this.grievances.create(grievance))) return grievance;
      // The same submission inserted at the same moment (a double press): its ticket is the answer.
      const same = await this.bySubmission(input.submissionId);
      if (same) return same;
      // Else the ticket number was taken: draw another.
    }
    throw new Error('no free ticket number found');
  }

  /** The customer's receipt and the shop's notice, each once (a repeat of the submission sends nothing more). */
  private async mailReceived(grievance: Grievance): Promise<void> {
    const g = facts(grievance);
    await this.mailCustomer(`grievance-received:${g.ticket}`, 'grievance-received', grievance, (contact) =>
      grievanceReceivedMail(g, ackDue(grievance.createdAt), resolveDue(grievance.createdAt), contact),
    );
    const key = `grievance-new:${g.ticket}`;
    try {
      if (await this.outbox.claimed(key)) return;
      await this.outbox.sendOnce(
        key,
        'grievance-new',
        await this.recipients.list(),
        newGrievanceNotice(g, ackDue(grievance.createdAt), this.config.SHOP_URL),
      );
    } catch (err) {
      this.logger.error({ msg: 'complaint notice not recorded', key, err: String(err) });
    }
  }

  private async mailCustomer(
    key: string,
    kind: 'grievance-received' | 'grievance-acknowledged' | 'grievance-resolved',
    grievance: Grievance,
    content: (contact: ShopContact | undefined) => MailContent,
  ): Promise<void> {
    try {
      if (await this.outbox.claimed(key)) return;
      await this.outbox.sendOnce(key, kind, [grievance.email], content(await this.settings.contact()));
    } catch (err) {
      // The ticket stands; a mail whose claim could not even be written is logged for the shop to follow up.
      this.logger.error({ msg: 'complaint e-mail not recorded', key, err: String(err) });
    }
  }

  private bySubmission(submissionId: string): Promise<Grievance | null> {
    return this.grievances.findOne({ submissionId }).lean<Grievance>().exec();
  }

  private async find(ticket: string): Promise<Grievance> {
    const found = await this.grievances.findById(ticket).lean<Grievance>().exec();
    if (!found) throw new NotFoundException(GRIEVANCE_MESSAGES.notFound);
    return found;
  }

  private view(g: Grievance, now: Date): AdminGrievance {
    return {
      ticket: g._id,
      name: g.name,
      email: g.email,
      ...(g.phone ? { phone: g.phone } : {}),
      ...(g.orderNumber ? { orderNumber: g.orderNumber } : {}),
      subject: g.subject,
      description: g.description,
      state: g.state,
      createdAt: g.createdAt.toISOString(),
      ...grievanceFlags(g, now),
      ...(g.acknowledgedAt && g.acknowledgedBy
        ? { acknowledged: { at: g.acknowledgedAt.toISOString(), by: g.acknowledgedBy.email } }
        : {}),
      ...(g.resolvedAt && g.resolvedBy
        ? { resolved: { at: g.resolvedAt.toISOString(), by: g.resolvedBy.email, note: g.resolutionNote ?? '' } }
        : {}),
    };
  }
}

const facts = (g: Grievance): GrievanceFacts => ({
  ticket: g._id,
  name: g.name,
  email: g.email,
  ...(g.phone ? { phone: g.phone } : {}),
  ...(g.orderNumber ? { orderNumber: g.orderNumber } : {}),
  subject: g.subject,
  description: g.description,
  ...(g.language ? { lang: g.language } : {}),
});
