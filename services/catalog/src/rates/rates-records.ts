// Today's metal rates as kept in `metal_rates`: one insert-once document per change (`_id` is its
// number, 1 for the first), never updated; the highest is in force. Read by the read model on every
// reload and by the one-product views (checkout's internal read) each time, so a price is always
// worked from the rates in force when it is answered.
import type { MetalRate } from '@rmj/contracts';
import type { MetalRates, RateKey } from '@rmj/pricing';
import type { Connection, mongo } from 'mongoose';

export const RATES_COLLECTION = 'metal_rates';

export interface RateChangeRecord {
  /** The change's number: 1 for the first, each save the one before + 1. */
  _id: number;
  at: Date;
  by: { id: string; email: string; role: string };
  /** The whole set after the change, purest first (paise per gram). */
  rates: MetalRate[];
  /** The keys worked out from their metal's 999 rate. */
  derived: RateKey[];
}

/** The rates a price is worked from, and when the owner set them (null: never). */
export interface RatesInForce {
  rates: MetalRates;
  setAt: string | null;
  /** The change they come from (0: none yet). */
  version: number;
}

export const NO_RATES: RatesInForce = { rates: {}, setAt: null, version: 0 };

export function rateRecords(connection: Connection): mongo.Collection<RateChangeRecord> {
  return connection.collection<RateChangeRecord>(RATES_COLLECTION) as unknown as mongo.Collection<RateChangeRecord>;
}

/** The newest change, or null before the owner set any. */
export async function readLatestRates(connection: Connection): Promise<RateChangeRecord | null> {
  const [latest] = await rateRecords(connection).find({}).sort({ _id: -1 }).limit(1).toArray();
  return latest ?? null;
}

export function ratesInForceOf(record: RateChangeRecord | null): RatesInForce {
  if (!record) return NO_RATES;
  return {
    rates: Object.fromEntries(record.rates.map((r) => [r.key, r.paisePerGram])) as MetalRates,
    setAt: record.at.toISOString(),
    version: record._id,
  };
}

/** The rates in force now, read from the database. */
export async function readRatesInForce(connection: Connection): Promise<RatesInForce> {
  return ratesInForceOf(await readLatestRates(connection));
}
