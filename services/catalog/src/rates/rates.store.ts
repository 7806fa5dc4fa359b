// Today's metal rates: the owner's changes, kept insert-only in `metal_rates` (who, when, the whole set
// after the change, which purities were derived), the newest in force. A change is written to the
// catalogue's audit trail and moves the catalogue's change marker, so every replica's read model
// re-prices the pieces sold by weight and the render service drops its cached pages.
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  RATE_KEYS,
  RATE_LABELS,
  type AdminRates,
  type MetalRate,
  type SetRatesRequest,
  type TodaysRates,
} from '@rmj/contracts';
import { type AccessClaims, isDuplicateKey, StaffAuditTrail } from '@rmj/nest-common';
import { BASE_FINENESS, paiseFromRupees, withDerivedRates, type RateKey } from '@rmj/pricing';
import type { Connection } from 'mongoose';
import { CatalogueWrites } from '../products/catalogue-writes';
import { rateRecords, readLatestRates, type RateChangeRecord } from './rates-records';

/** How many changes the owner's screen lists (a year and more of daily rates). */
export const RATE_HISTORY_MAX = 500;
/**
 * How long a save waits for this replica to re-price the catalogue before answering (the reload goes
 * on; the gateway gives an answer 8 s): the demo catalogue takes well under it, 10,000 pieces may not.
 */
export const RATES_RELOAD_WAIT_MS = 2_000;
/** Two owners saving at the same instant both aim at the same number: the loser tries again this often. */
const INSERT_ATTEMPTS = 5;

export const RATES_MESSAGES = {
  none: 'Enter at least one rate.',
  baseDerived: (key: RateKey) =>
    `${RATE_LABELS[key]} is the rate the others are worked out from: type it in rather than deriving it.`,
  baseMissing: (key: RateKey, base: RateKey) =>
    `${RATE_LABELS[key]} is worked out from the ${RATE_LABELS[base]} rate: enter the ${RATE_LABELS[base]} rate too, or type ${RATE_LABELS[key]} in.`,
  derivedZero: (key: RateKey) =>
    `${RATE_LABELS[key]} works out at less than ₹1 a gram from its 999 rate: type it in instead.`,
} as const;

const baseOf = (key: RateKey): RateKey => `${key.split('-')[0]}-${BASE_FINENESS}` as RateKey;

/** The whole set a request gives (paise per gram, purest first), or a 400 with what is wrong. */
export function ratesOfRequest(body: SetRatesRequest): { rates: MetalRate[]; derived: RateKey[] } {
  const derived = [...new Set(body.derived)] as RateKey[];
  const typed: Partial<Record<RateKey, number>> = {};
  for (const [key, rupees] of Object.entries(body.rates) as [RateKey, number | undefined][]) {
    if (rupees !== undefined && !derived.includes(key)) typed[key] = paiseFromRupees(rupees);
  }
  const problems: string[] = [];
  for (const key of derived) {
    const base = baseOf(key);
    if (key === base) problems.push(RATES_MESSAGES.baseDerived(key));
    else if (typed[base] === undefined) problems.push(RATES_MESSAGES.baseMissing(key, base));
  }
  if (problems.length > 0) throw new BadRequestException(problems.join(' '));
  const all = withDerivedRates(typed, derived);
  for (const key of derived) if (!(all[key]! > 0)) problems.push(RATES_MESSAGES.derivedZero(key));
  if (problems.length > 0) throw new BadRequestException(problems.join(' '));
  const rates = RATE_KEYS.filter((key) => all[key] !== undefined).map((key) => ({
    key,
    paisePerGram: all[key]!,
    derived: derived.includes(key),
  }));
  if (rates.length === 0) throw new BadRequestException(RATES_MESSAGES.none);
  return { rates, derived: RATE_KEYS.filter((key) => derived.includes(key)) };
}

/** The rates as the audit trail keeps them: `{'gold-999': 780000, …}` (paise per gram) and the derived keys. */
const auditOf = (record: RateChangeRecord | null) =>
  record
    ? { rates: Object.fromEntries(record.rates.map((r) => [r.key, r.paisePerGram])), derived: record.derived }
    : { rates: {}, derived: [] };

@Injectable()
export class RatesStore {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly trail: StaffAuditTrail,
    private readonly writes: CatalogueWrites,
  ) {}

  /** GET /api/rates. */
  async todays(): Promise<TodaysRates> {
    const latest = await readLatestRates(this.connection);
    return { rates: latest?.rates ?? [], setAt: latest?.at.toISOString() ?? null };
  }

  /** GET /api/admin/rates: now, who set them, and every change newest first (the one in force first). */
  async admin(): Promise<AdminRates> {
    const history = await rateRecords(this.connection).find({}).sort({ _id: -1 }).limit(RATE_HISTORY_MAX).toArray();
    const [latest] = history;
    return {
      rates: latest?.rates ?? [],
      setAt: latest?.at.toISOString() ?? null,
      setBy: latest?.by.email ?? null,
      history: history.map((r) => ({ at: r.at.toISOString(), by: r.by.email, rates: r.rates })),
    };
  }

  /**
   * PUT /api/admin/rates (the owner only, by the contract's roles): every save is kept, even one that
   * repeats the rates in force (the owner confirming today's rates moves `setAt`).
   */
  async set(body: SetRatesRequest, actor: AccessClaims): Promise<AdminRates> {
    const { rates, derived } = ratesOfRequest(body);
    const by = { id: actor.sub, email: actor.email, role: actor.role ?? 'owner' };
    let before: RateChangeRecord | null = null;
    for (let attempt = 1; ; attempt += 1) {
      before = await readLatestRates(this.connection);
      const record: RateChangeRecord = { _id: (before?._id ?? 0) + 1, at: new Date(), by, rates, derived };
      try {
        await rateRecords(this.connection).insertOne(record);
        await this.trail.record({
          actor,
          action: 'rates.updated',
          target: { type: 'rates', id: String(record._id), label: "Today's metal rates" },
          before: auditOf(before),
          after: auditOf(record),
        });
        break;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= INSERT_ATTEMPTS) throw error;
      }
    }
    await this.writes.committed(RATES_RELOAD_WAIT_MS, 'rates');
    return this.admin();
  }
}
