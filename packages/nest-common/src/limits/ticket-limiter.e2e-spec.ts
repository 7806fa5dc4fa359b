import { testDatabaseUri } from '@rmj/test-db';
import mongoose, { type Connection } from 'mongoose';
import { RATE_LIMIT_INDEXES } from '../migrations/common';
import { createIndexes } from '../migrations/indexes';
import { pacedGapMs, TicketLimiter, type PacedRule } from './ticket-limiter';

describe('database-backed limits (real FerretDB)', () => {
  let connections: Connection[];
  let a: TicketLimiter;
  let b: TicketLimiter;
  const rule = { name: 'test', max: 5, windowMs: 60_000 };

  beforeAll(async () => {
    const uri = testDatabaseUri('tickets');
    // Two connections to one database stand for two replicas of a service.
    connections = await Promise.all([
      mongoose.createConnection(uri).asPromise(),
      mongoose.createConnection(uri).asPromise(),
    ]);
    [a, b] = connections.map((c) => TicketLimiter.forConnection(c));
    await createIndexes(connections[0].db!, RATE_LIMIT_INDEXES);
  });
  afterAll(() => Promise.all(connections.map((c) => c.close())));

  it('lets exactly max attempts through per window, then says when the window ends', async () => {
    const now = Date.UTC(2026, 0, 1, 10, 0, 30);
    for (let i = 1; i <= 5; i++)
      expect(await a.take(rule, 'k1', now)).toMatchObject({ allowed: true, ticket: { n: i } });
    expect(await a.take(rule, 'k1', now)).toEqual({ allowed: false, retryAfterMs: 30_000 });
    expect(await a.take(rule, 'k1', now + 30_000)).toMatchObject({ allowed: true, ticket: { n: 1 } });
    expect(await a.take(rule, 'other', now)).toMatchObject({ allowed: true });
  });

  it('two replicas racing in parallel together pass no more than max', async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).take(rule, 'race', now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await a.count(rule, 'race', now)).toBe(5);
  });

  it('a refund gives the place back, and holes are filled before refusing', async () => {
    const now = Date.now();
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await a.take(rule, 'refund', now));
    expect((await a.take(rule, 'refund', now)).allowed).toBe(false);
    const second = taken[1];
    if (!second.allowed) throw new Error('expected a ticket');
    await b.refund(second.ticket);
    expect(await b.take(rule, 'refund', now)).toMatchObject({ allowed: true, ticket: { n: 2 } });
    expect((await a.take(rule, 'refund', now)).allowed).toBe(false);
  });

  it('paces attempts past the free ones with a growing gap, and refuses parallel ones', async () => {
    const paced: PacedRule = {
      name: 'paced',
      max: 100,
      windowMs: 3_600_000,
      free: 2,
      baseDelayMs: 1000,
      maxDelayMs: 4000,
    };
    expect([1, 2, 3, 4, 5, 6].map((n) => pacedGapMs(paced, n))).toEqual([0, 0, 1000, 2000, 4000, 4000]);
    const t0 = Math.floor(Date.now() / paced.windowMs) * paced.windowMs + 1000;
    expect((await a.takePaced(paced, 'p', t0)).allowed).toBe(true);
    expect((await b.takePaced(paced, 'p', t0 + 10)).allowed).toBe(true);
    // Third attempt needs 1 s after the second.
    expect(await a.takePaced(paced, 'p', t0 + 500)).toEqual({ allowed: false, retryAfterMs: 510 });
    expect((await a.takePaced(paced, 'p', t0 + 1010)).allowed).toBe(true);
    // Fourth needs 2 s; a refused attempt does not count.
    expect((await b.takePaced(paced, 'p', t0 + 2000)).allowed).toBe(false);
    expect((await b.takePaced(paced, 'p', t0 + 3010)).allowed).toBe(true);
    // A burst: each sees the others, so none passes.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).takePaced(paced, 'p', t0 + 60_000)),
    );
    expect(burst.filter((r) => r.allowed).length).toBeLessThanOrEqual(1);
  });

  it('clears one key, and sweeps ended windows', async () => {
    const now = Date.now();
    await a.take(rule, 'gone', now);
    await a.clear(rule, 'gone');
    expect(await a.count(rule, 'gone', now)).toBe(0);
    await a.take(rule, 'old', now - 120_000);
    expect(await a.sweep(now)).toBeGreaterThanOrEqual(1);
  });

  it('keeps the tries of something with its own lifetime until it ends, not until the window ends', async () => {
    // Five tries of a 72-hour code, counted in a one-day window anchored at its issue.
    const day = { name: 'code-tries-life', max: 5, windowMs: 24 * 3600_000 };
    const issued = Math.floor(Date.now() / day.windowMs) * day.windowMs + 23 * 3600_000;
    const expires = new Date(issued + 72 * 3600_000);
    for (let i = 0; i < 4; i++) expect((await a.take(day, 'invite', issued, expires)).allowed).toBe(true);
    // The day's window ends an hour after the issue; a sweep then must not give the code new tries.
    await a.sweep(issued + 2 * 3600_000);
    expect(await a.count(day, 'invite', issued)).toBe(4);
    const fifth = await a.take(day, 'invite', issued, expires);
    expect(fifth.allowed && fifth.ticket.n).toBe(5);
    expect((await a.take(day, 'invite', issued, expires)).allowed).toBe(false);
    await a.sweep(expires.getTime() + 1);
    expect(await a.count(day, 'invite', issued)).toBe(0);
  });
});
