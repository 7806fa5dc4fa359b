// The old-gold exchange's store. The owner's buy-back settings are insert-only (who, when, the whole
// set) and audited as today's rates are; a customer's request keeps the estimate quoted when it was
// sent, so staff see what the customer saw even after the rates move.
import {
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  basisPointsOfPercent,
  buybackTermsOf,
  canMoveOldGold,
  milligramsOf,
  OLD_GOLD_MESSAGES,
  OLD_GOLD_PAGE_SIZE,
  OLD_GOLD_PURITIES,
  oldGoldEstimate,
  type AdminBuyback,
  type AdminOldGoldPage,
  type AdminOldGoldRequest,
  type BuybackTable,
  type MoveOldGoldRequest,
  type OldGoldRequestInput,
  type OldGoldRequestResponse,
  type SetBuybackRequest,
} from '@rmj/contracts';
import {
  compareAndSet,
  deleteExpired,
  isDuplicateKey,
  StaffAuditTrail,
  sweepEvery,
  type AccessClaims,
} from '@rmj/nest-common';
import { paiseFromRupees } from '@rmj/pricing';
import { Types, type Connection } from 'mongoose';
import {
  buybackRecords,
  oldGoldRequests,
  readLatestBuyback,
  type BuybackChangeRecord,
  type OldGoldRequestRecord,
} from './old-gold-records';
import { OLD_GOLD_RETENTION_DAYS } from './old-gold-limits';

/** Two owners saving at the same instant both aim at the same number: the loser tries again this often. */
const INSERT_ATTEMPTS = 5;
/** A staff move that lost a race reads the request again this often before giving up. */
const MOVE_ATTEMPTS = 5;
const SWEEP_EVERY_MS = 6 * 3600_000;

const tableOf = (record: BuybackChangeRecord | null): BuybackTable => ({
  rates: record?.rates ?? [],
  deductionBasisPoints: record?.deductionBasisPoints ?? 0,
  setAt: record?.at.toISOString() ?? null,
});

const auditOf = (record: BuybackChangeRecord) => ({
  rates: Object.fromEntries(record.rates.map((r) => [r.purity, r.paisePerGram])),
  deductionBasisPoints: record.deductionBasisPoints,
});

function viewOf(record: OldGoldRequestRecord): AdminOldGoldRequest {
  return {
    id: record._id.toHexString(),
    name: record.name,
    phone: record.phone,
    ...(record.email ? { email: record.email } : {}),
    purity: record.purity,
    weightMg: record.weightMg,
    contactBy: record.contactBy,
    ...(record.preferredTime ? { preferredTime: record.preferredTime } : {}),
    ...(record.note ? { note: record.note } : {}),
    estimate: record.estimate,
    state: record.state,
    createdAt: record.createdAt.toISOString(),
    actions: record.actions.map((a) => ({ ...a, at: a.at.toISOString() })),
  };
}

@Injectable()
export class OldGoldStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(OldGoldStore.name);
  private stopSweeping?: () => void;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly trail: StaffAuditTrail,
  ) {}

  onModuleInit(): void {
    void this.sweep();
    this.stopSweeping = sweepEvery(SWEEP_EVERY_MS, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.stopSweeping?.();
  }

  /** Deletes requests older than the retention period, whatever their state; the number deleted. */
  async sweep(now = Date.now()): Promise<number> {
    return deleteExpired(oldGoldRequests(this.connection), now, {
      fields: ['createdAt'],
      graceMs: OLD_GOLD_RETENTION_DAYS * 24 * 3600_000,
      warn: { logger: this.logger, what: 'old old-gold requests' },
    });
  }

  /** GET /api/old-gold/rates. */
  async table(): Promise<BuybackTable> {
    return tableOf(await readLatestBuyback(this.connection));
  }

  /** GET /api/admin/old-gold/rates. */
  async admin(): Promise<AdminBuyback> {
    const latest = await readLatestBuyback(this.connection);
    return { ...tableOf(latest), setBy: latest?.by.email ?? null };
  }

  /** PUT /api/admin/old-gold/rates (the owner only, by the contract's roles): every save is kept. */
  async set(body: SetBuybackRequest, actor: AccessClaims): Promise<AdminBuyback> {
    const rates = OLD_GOLD_PURITIES.filter((purity) => body.rates[purity] !== undefined).map((purity) => ({
      purity,
      paisePerGram: paiseFromRupees(body.rates[purity]!),
    }));
    const deductionBasisPoints = basisPointsOfPercent(body.deductionPercent);
    const by = { id: actor.sub, email: actor.email, role: actor.role ?? 'owner' };
    for (let attempt = 1; ; attempt += 1) {
      const before = await readLatestBuyback(this.connection);
      const record: BuybackChangeRecord = {
        _id: (before?._id ?? 0) + 1,
        at: new Date(),
        by,
        rates,
        deductionBasisPoints,
      };
      try {
        await buybackRecords(this.connection).insertOne(record);
        await this.trail.record({
          actor,
          action: 'buyback-rates.updated',
          target: { type: 'buyback-rates', id: String(record._id), label: 'Old-gold buy-back rates' },
          ...(before ? { before: auditOf(before) } : {}),
          after: auditOf(record),
        });
        break;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= INSERT_ATTEMPTS) throw error;
      }
    }
    return this.admin();
  }

  /** POST /api/old-gold/requests: stored with the estimate at the buy-back rates in force now. */
  async submit(input: OldGoldRequestInput): Promise<OldGoldRequestResponse> {
    const latest = await readLatestBuyback(this.connection);
    const weightMg = milligramsOf(input.weightGrams);
    const estimate = latest ? oldGoldEstimate(input.purity, weightMg, buybackTermsOf(tableOf(latest))) : null;
    const record: OldGoldRequestRecord = {
      _id: new Types.ObjectId(),
      version: 0,
      name: input.name,
      phone: input.phone,
      ...(input.email ? { email: input.email } : {}),
      purity: input.purity,
      weightMg,
      contactBy: input.contactBy,
      ...(input.preferredTime ? { preferredTime: input.preferredTime } : {}),
      ...(input.note ? { note: input.note } : {}),
      estimate,
      buybackVersion: estimate ? latest!._id : 0,
      state: 'new',
      createdAt: new Date(),
      actions: [],
    };
    await oldGoldRequests(this.connection).insertOne(record);
    return { id: record._id.toHexString(), message: OLD_GOLD_MESSAGES.submitted, estimate };
  }

  /** GET /api/admin/old-gold/requests: newest first (an ObjectId grows with time). */
  async list(page: number): Promise<AdminOldGoldPage> {
    const collection = oldGoldRequests(this.connection);
    const [total, rows] = await Promise.all([
      collection.countDocuments({}),
      collection
        .find({})
        .sort({ _id: -1 })
        .skip((page - 1) * OLD_GOLD_PAGE_SIZE)
        .limit(OLD_GOLD_PAGE_SIZE)
        .toArray(),
    ]);
    return { requests: rows.map(viewOf), total, page, pageSize: OLD_GOLD_PAGE_SIZE };
  }

  /** POST /api/admin/old-gold/requests/:id/state: 409 for a move the state machine does not allow. */
  async move(requestId: string, body: MoveOldGoldRequest, actor: AccessClaims): Promise<AdminOldGoldRequest> {
    if (!/^[0-9a-f]{24}$/i.test(requestId)) throw new NotFoundException(OLD_GOLD_MESSAGES.notFound);
    const collection = oldGoldRequests(this.connection);
    const _id = new Types.ObjectId(requestId);
    for (let attempt = 1; ; attempt += 1) {
      const current = await collection.findOne({ _id });
      if (!current) throw new NotFoundException(OLD_GOLD_MESSAGES.notFound);
      if (!canMoveOldGold(current.state, body.state)) {
        throw new ConflictException(OLD_GOLD_MESSAGES.moveRefused(current.state, body.state));
      }
      const actions = [...current.actions, { state: body.state, at: new Date(), by: actor.email, note: body.note }];
      if (await compareAndSet(collection, current, { state: body.state, actions })) {
        return viewOf({ ...current, state: body.state, actions, version: current.version + 1 });
      }
      if (attempt >= MOVE_ATTEMPTS)
        throw new ConflictException(OLD_GOLD_MESSAGES.moveRefused(current.state, body.state));
    }
  }
}
