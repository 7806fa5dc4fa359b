/**
 * Price holds: a quote that can be bought holds its prices (and the rates behind them) for
 * PRICE_HOLD_MINUTES, so a shopper who pays within it pays what they were shown even when the owner
 * sets new rates meanwhile. A hold is inserted once and never changed; a new quote makes a new one.
 * It belongs to the account that asked (an anonymous quote's hold to whoever holds its id: 144
 * random bits). Holds are deleted by reconciliation a day after they ran out (FerretDB has no TTL
 * index; a plain delete by `expiresAt` works on MongoDB too).
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { CheckoutLine, Pricing, PriceHold as PriceHoldWire } from '@rmj/contracts';
import { SERVICE_CONFIG, deleteExpired, insertDoc } from '@rmj/nest-common';
import { createHash, randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { stableJson } from '../orders/open-checkouts.service';
import { PriceHold } from './price-hold.schema';

/** How long a hold is kept after it ran out: a late payment still meets its total (and the 409). */
export const HOLD_KEPT_AFTER_EXPIRY_MS = 86_400_000;

/** The cart's lines as they identify it: everything sent but the display name. */
export function linesKeyOf(items: CheckoutLine[]): string {
  const lines = items.map(({ name: _name, ...chosen }) => chosen);
  return createHash('sha256').update(stableJson(lines)).digest('hex');
}

/** The hold as the quote answers it. */
export const holdWire = (hold: Pick<PriceHold, '_id' | 'expiresAt'>): PriceHoldWire => ({
  id: hold._id,
  expiresAt: new Date(hold.expiresAt).toISOString(),
});

@Injectable()
export class PriceHolds {
  constructor(
    @InjectModel(PriceHold.name) private readonly holds: Model<PriceHold>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /** The time holds are made and judged by (the tests' clock seam). */
  now(): Date {
    return new Date();
  }

  /** Holds `pricing` (lines without their quote-only fields) for PRICE_HOLD_MINUTES from `now`. */
  async create(
    items: CheckoutLine[],
    pricing: Pricing,
    userId: string | undefined,
    now = new Date(),
  ): Promise<PriceHold> {
    const hold: PriceHold = {
      _id: randomBytes(18).toString('base64url'),
      ...(userId ? { userId } : {}),
      linesKey: linesKeyOf(items),
      pricing: {
        ...pricing,
        lines: pricing.lines.map(
          ({ stock: _s, availability: _a, message: _m, ...line }: Pricing['lines'][number] & Record<string, unknown>) =>
            line,
        ),
      },
      expiresAt: new Date(now.getTime() + this.config.PRICE_HOLD_MINUTES * 60_000),
      createdAt: now,
    };
    await insertDoc(this.holds, hold);
    return hold;
  }

  /** The caller's hold on exactly these lines (live or run out), or null: unknown, another account's, another cart. */
  async find(id: string | undefined, userId: string | undefined, items: CheckoutLine[]): Promise<PriceHold | null> {
    if (!id) return null;
    const hold = await this.holds.findById(id).lean<PriceHold>().exec();
    if (!hold) return null;
    if (hold.userId && hold.userId !== userId) return null;
    if (hold.linesKey !== linesKeyOf(items)) return null;
    return hold;
  }

  /** Deletes holds that ran out more than a day before `now`. */
  async sweep(now = Date.now()): Promise<void> {
    await deleteExpired(this.holds, now, { graceMs: HOLD_KEPT_AFTER_EXPIRY_MS });
  }
}
