// The old-gold exchange as kept: the owner's buy-back settings in `buyback_rates`, one insert-once
// document per change (`_id` its number, the highest in force, never updated), and the customers'
// requests in `old_gold_requests`, each moved on by compare-and-set (new → contacted → closed).
import type { OldGoldContactBy, OldGoldEstimate, OldGoldPurity, OldGoldRequestState } from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';

export const BUYBACK_COLLECTION = 'buyback_rates';
export const OLD_GOLD_REQUESTS_COLLECTION = 'old_gold_requests';

export interface BuybackChangeRecord {
  /** The change's number: 1 for the first, each save the one before + 1. */
  _id: number;
  at: Date;
  by: { id: string; email: string; role: string };
  /** Paise per gram per purity bought, purest gold first. */
  rates: { purity: OldGoldPurity; paisePerGram: number }[];
  deductionBasisPoints: number;
}

export interface OldGoldRequestRecord {
  _id: mongo.ObjectId;
  version: number;
  name: string;
  phone: string;
  email?: string;
  purity: OldGoldPurity;
  weightMg: number;
  contactBy: OldGoldContactBy;
  preferredTime?: string;
  note?: string;
  /** As quoted when the request was sent (null: no buy-back rate for its purity then). */
  estimate: OldGoldEstimate | null;
  /** The buy-back change the estimate was worked from (0: none). */
  buybackVersion: number;
  state: OldGoldRequestState;
  createdAt: Date;
  actions: { state: OldGoldRequestState; at: Date; by: string; note: string }[];
}

export function buybackRecords(connection: Connection): mongo.Collection<BuybackChangeRecord> {
  return connection.collection<BuybackChangeRecord>(
    BUYBACK_COLLECTION,
  ) as unknown as mongo.Collection<BuybackChangeRecord>;
}

export function oldGoldRequests(connection: Connection): mongo.Collection<OldGoldRequestRecord> {
  return connection.collection<OldGoldRequestRecord>(
    OLD_GOLD_REQUESTS_COLLECTION,
  ) as unknown as mongo.Collection<OldGoldRequestRecord>;
}

/** The buy-back settings in force, or null before the owner set any. */
export async function readLatestBuyback(connection: Connection): Promise<BuybackChangeRecord | null> {
  const [latest] = await buybackRecords(connection).find({}).sort({ _id: -1 }).limit(1).toArray();
  return latest ?? null;
}
