/**
 * The staff audit trail of one service: `record()` after every staff action, `page()` for
 * the service's `…/audit` endpoint. Import `StaffAuditModule.forArea('catalogue')` in the service's
 * module (after its MongooseModule connection) and inject `StaffAuditTrail`.
 *
 * Its indexes are built by the service's migrations (STAFF_AUDIT_INDEXES in migrations/common.ts).
 *
 * Writing is part of the action: a failed write fails the call (a change nobody can account for is
 * worse than a retry). Secrets never belong in `before`/`after`; `record()` drops fields whose names
 * say they are secret as a second line of defence.
 */
import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, type DynamicModule, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import {
  staffAuditQuerySchema,
  type AuditArea,
  type StaffActor,
  type StaffAuditEntry,
  type StaffAuditPage,
  type StaffAuditQuery,
} from '@rmj/contracts';
import type { z } from 'zod';
import type { Model } from 'mongoose';
import type { AccessClaims } from '../auth/access-token';
import { StaffAuditRecord, StaffAuditRecordSchema } from './staff-audit.schema';

const AUDIT_AREA = Symbol('AUDIT_AREA');

type StaffAuditQueryParsed = z.output<typeof staffAuditQuerySchema>;
const SECRET_FIELD = /password|secret|hash|token|code/i;

/** What a handler knows of an action. */
export interface StaffAction {
  /** Who: the caller's token claims (`req.user`) or an actor; none for the system's own actions. */
  actor?: AccessClaims | StaffActor;
  /** `product.updated`, `staff.invited`... */
  action: string;
  target?: { type: string; id: string; label?: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The actor of a token's claims (a staff token always carries a role). */
export function actorOf(claims: AccessClaims | StaffActor): StaffActor | undefined {
  if ('sub' in claims) return claims.role ? { id: claims.sub, email: claims.email, role: claims.role } : undefined;
  return claims;
}

function withoutSecrets(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELD.test(key)));
}

@Injectable()
export class StaffAuditTrail {
  constructor(
    @InjectModel(StaffAuditRecord.name) private readonly records: Model<StaffAuditRecord>,
    @Inject(AUDIT_AREA) private readonly area: AuditArea,
  ) {}

  /** Writes one entry; resolves to it. */
  async record(action: StaffAction): Promise<StaffAuditEntry> {
    const actor = action.actor ? actorOf(action.actor) : undefined;
    const doc = await this.records.create({
      _id: randomUUID(),
      at: new Date(),
      area: this.area,
      ...(actor ? { actor, actorId: actor.id } : {}),
      action: action.action,
      ...(action.target ? { target: action.target } : {}),
      ...(action.before ? { before: withoutSecrets(action.before) } : {}),
      ...(action.after ? { after: withoutSecrets(action.after) } : {}),
    });
    return toEntry(doc.toObject());
  }

  /** One page, newest first: the query as received (text) or as the endpoint's validation left it (limit a number). */
  async page(query: StaffAuditQuery | StaffAuditQueryParsed = {}): Promise<StaffAuditPage> {
    const limitText = query.limit === undefined ? undefined : String(query.limit);
    const parsed = staffAuditQuerySchema.safeParse({ ...query, limit: limitText });
    // Some controllers hand the raw query over: bad input is the caller's mistake (400), never a 500.
    if (!parsed.success) throw new BadRequestException(parsed.error.issues.map((i) => i.message).join('; '));
    const q = parsed.data;
    const limit = q.limit ?? 50;
    const filter: Record<string, unknown> = {};
    if (q.actorId) filter.actorId = q.actorId;
    if (q.before) filter.at = { $lt: new Date(q.before) };
    if (q.action) filter.action = { $regex: `^${q.action.replace(/\./g, '\\.')}` };
    const rows = await this.records
      .find(filter)
      .sort({ at: -1, _id: -1 })
      .limit(limit + 1)
      .lean<StaffAuditRecord[]>();
    const entries = rows.slice(0, limit).map(toEntry);
    return rows.length > limit ? { entries, nextBefore: entries[entries.length - 1].at } : { entries };
  }
}

function toEntry(row: StaffAuditRecord): StaffAuditEntry {
  return {
    id: row._id,
    at: row.at.toISOString(),
    area: row.area,
    ...(row.actor ? { actor: row.actor } : {}),
    action: row.action,
    ...(row.target ? { target: row.target } : {}),
    ...(row.before ? { before: row.before } : {}),
    ...(row.after ? { after: row.after } : {}),
  };
}

@Module({})
export class StaffAuditModule {
  /** The trail of one area, kept in the importing service's database. */
  static forArea(area: AuditArea): DynamicModule {
    return {
      module: StaffAuditModule,
      imports: [MongooseModule.forFeature([{ name: StaffAuditRecord.name, schema: StaffAuditRecordSchema }])],
      providers: [{ provide: AUDIT_AREA, useValue: area }, StaffAuditTrail],
      exports: [StaffAuditTrail],
    };
  }
}
