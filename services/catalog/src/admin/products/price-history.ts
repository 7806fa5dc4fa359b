// Every change of a price or an old price, kept for good in `price_changes` (who, when, before, after),
// the first price at creation included. One insert-once document per change, never updated.
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { PriceChange, PriceHistory, StaffRole } from '@rmj/contracts';
import type { AccessClaims } from '@rmj/nest-common';
import { randomUUID } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';

interface PriceChangeRecord {
  _id: string;
  productId: string;
  at: Date;
  by: { id: string; email: string; role: StaffRole };
  field: PriceChange['field'];
  before: number | null;
  after: number | null;
}

export type PriceFieldChange = Pick<PriceChange, 'field' | 'before' | 'after'>;

@Injectable()
export class PriceHistoryStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get records(): mongo.Collection<PriceChangeRecord> {
    return this.connection.collection<PriceChangeRecord>(
      'price_changes',
    ) as unknown as mongo.Collection<PriceChangeRecord>;
  }

  /** Keeps the changes of one product made by one staff member (nothing when there are none). */
  async record(productId: string, actor: AccessClaims, changes: readonly PriceFieldChange[]): Promise<void> {
    if (changes.length === 0) return;
    const at = new Date();
    const by = { id: actor.sub, email: actor.email, role: actor.role ?? 'staff' };
    await this.records.insertMany(changes.map((c) => ({ _id: randomUUID(), productId, at, by, ...c })));
  }

  /** Newest first. */
  async history(productId: string): Promise<PriceHistory> {
    const found = await this.records.find({ productId }).sort({ at: -1, _id: 1 }).toArray();
    return {
      changes: found.map((r) => ({
        at: r.at.toISOString(),
        by: r.by,
        field: r.field,
        before: r.before,
        after: r.after,
      })),
    };
  }
}
