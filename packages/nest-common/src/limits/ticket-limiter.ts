/**
 * Rate limits kept in the database, so every replica draws from one budget.
 *
 * Each counted attempt inserts a ticket whose `_id` is `<limit>|<key>|<window>|<n>` with n from
 * 1 to max. The unique `_id` decides who gets ticket n: two replicas (or two parallel requests)
 * can never both hold it, so at most `max` attempts pass per window. This rests only on the
 * unique `_id`, which MongoDB and FerretDB both enforce, not on an atomic `$inc` (FerretDB's
 * updates are read-modify-write and can lose increments). Attempts are counted before the work
 * they guard (consume first) and may be given back (refund), e.g. after a successful login.
 * Windows are fixed and aligned to the epoch; tickets are swept once their window has passed.
 * The collection's indexes are built by the services' migrations (RATE_LIMIT_INDEXES in migrations/common.ts).
 */
import type { Connection, mongo } from 'mongoose';
import { noteRateLimitRefusal } from '../metrics/http-metrics';

type Collection<T extends mongo.Document> = mongo.Collection<T>;

export interface LimitRule {
  /** Name of the limit, part of every key: 'login-email'. */
  name: string;
  /** Most tickets per window. */
  max: number;
  /** Window length in ms. */
  windowMs: number;
}

/** A limit whose attempts, past the first `free`, must be spaced by a growing gap. */
export interface PacedRule extends LimitRule {
  /** Attempts per window that need no wait. */
  free: number;
  /** Gap before attempt free+1; it doubles for each attempt after that. */
  baseDelayMs: number;
  /** The gap never grows beyond this. */
  maxDelayMs: number;
}

export interface Ticket {
  id: string;
  /** Position in the window, 1-based. */
  n: number;
}

export type TakeResult = { allowed: true; ticket: Ticket } | { allowed: false; retryAfterMs: number };

interface TicketDoc {
  _id: string;
  /** `<limit>|<key>`: every window of one key. */
  k: string;
  /** `<limit>|<key>|<window>`. */
  b: string;
  n: number;
  at: Date;
  expiresAt: Date;
}

export const TICKETS_COLLECTION = 'rate_limit_tickets';

const isDuplicate = (err: unknown) => (err as { code?: number })?.code === 11000;

/** The wait the n-th attempt of a window must leave after the one before it. */
export function pacedGapMs(rule: PacedRule, n: number): number {
  if (n <= rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(n - rule.free - 1, 30));
}

export class TicketLimiter {
  constructor(private readonly tickets: Collection<TicketDoc>) {}

  static forConnection(connection: Connection, collection = TICKETS_COLLECTION): TicketLimiter {
    return new TicketLimiter(connection.collection<TicketDoc>(collection) as unknown as Collection<TicketDoc>);
  }

  private bucket(rule: LimitRule, key: string, now: number, keepUntil?: Date) {
    const window = Math.floor(now / rule.windowMs);
    const k = `${rule.name}|${key}`;
    const windowEnd = (window + 1) * rule.windowMs;
    const expiresAt = new Date(Math.max(windowEnd, keepUntil?.getTime() ?? 0));
    return { k, b: `${k}|${window}`, at: new Date(now), expiresAt };
  }

  private async insert(where: ReturnType<TicketLimiter['bucket']>, n: number): Promise<Ticket | null> {
    const id = `${where.b}|${n}`;
    try {
      await this.tickets.insertOne({ _id: id, k: where.k, b: where.b, n, at: where.at, expiresAt: where.expiresAt });
      return { id, n };
    } catch (err) {
      if (isDuplicate(err)) return null;
      throw err;
    }
  }

  /**
   * Takes the next free ticket of this window, or says how long until the window ends. `keepUntil`:
   * the tickets outlive their window until then, so a count that guards something with its own
   * lifetime (a code, a step: `now` anchored at its issue) is swept with it, not at the window's end.
   */
  async take(rule: LimitRule, key: string, now = Date.now(), keepUntil?: Date): Promise<TakeResult> {
    const result = await this.takeTicket(rule, key, now, keepUntil);
    // The request this runs for (if any) is refused by this limit if it answers 429 (rmj_rate_limit_refusals_total).
    if (!result.allowed) noteRateLimitRefusal(rule.name);
    return result;
  }

  private async takeTicket(rule: LimitRule, key: string, now: number, keepUntil?: Date): Promise<TakeResult> {
    const where = this.bucket(rule, key, now, keepUntil);
    const refused: TakeResult = { allowed: false, retryAfterMs: where.expiresAt.getTime() - now };
    const start = (await this.tickets.countDocuments({ b: where.b })) + 1;
    for (let n = start; n <= rule.max; n++) {
      const ticket = await this.insert(where, n);
      if (ticket) return { allowed: true, ticket };
    }
    if (start <= 1) return refused;
    // Refunds leave holes below the count: fill them before refusing.
    const taken = new Set(
      (await this.tickets.find({ b: where.b }, { projection: { n: 1 } }).toArray()).map((t) => t.n),
    );
    for (let n = 1; n <= rule.max; n++) {
      if (taken.has(n)) continue;
      const ticket = await this.insert(where, n);
      if (ticket) return { allowed: true, ticket };
    }
    return refused;
  }

  /**
   * Takes a ticket, then checks the gap to the newest other attempt of the window: past the free
   * attempts each one must wait longer. A refused attempt gives its ticket back, so waiting
   * callers do not push the gap up, and parallel attempts see each other and are refused.
   */
  async takePaced(rule: PacedRule, key: string, now = Date.now()): Promise<TakeResult> {
    const result = await this.take(rule, key, now);
    if (!result.allowed) return result;
    const gap = pacedGapMs(rule, result.ticket.n);
    if (gap === 0) return result;
    const { b } = this.bucket(rule, key, now);
    const previous = await this.tickets
      .find({ b, _id: { $ne: result.ticket.id } })
      .sort({ at: -1 })
      .limit(1)
      .next();
    const waited = previous ? now - previous.at.getTime() : Number.POSITIVE_INFINITY;
    if (waited >= gap) return result;
    await this.refund(result.ticket);
    noteRateLimitRefusal(rule.name);
    return { allowed: false, retryAfterMs: Math.max(1, gap - waited) };
  }

  /** Gives a ticket back (the attempt turned out not to count). */
  async refund(ticket: Ticket): Promise<void> {
    await this.tickets.deleteOne({ _id: ticket.id });
  }

  /** Tickets held in the current window. */
  count(rule: LimitRule, key: string, now = Date.now()): Promise<number> {
    return this.tickets.countDocuments({ b: this.bucket(rule, key, now).b });
  }

  /** Forgets every window of one key (e.g. a successful login clears that client's failures). */
  async clear(rule: LimitRule, key: string): Promise<void> {
    await this.tickets.deleteMany({ k: `${rule.name}|${key}` });
  }

  /** Deletes tickets whose window has passed. */
  async sweep(now = Date.now()): Promise<number> {
    const res = await this.tickets.deleteMany({ expiresAt: { $lte: new Date(now) } });
    return res.deletedCount;
  }
}
