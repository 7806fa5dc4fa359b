// The synced read budget of a gateway worker: its own hits count at once, the other workers' as the
// primary reports them, and new hits go to the primary in one message per SYNC_MS.
import { EventEmitter } from 'node:events';
import type { Options } from 'express-rate-limit';
import { SYNC_MS, SyncedCountStore } from './limit-store';

const WINDOW_MS = 60_000;
let sent: unknown[];
/** Stands in for the worker's IPC channel: the primary's messages are emitted on it. */
let channel: EventEmitter & { send: (message: unknown) => boolean };

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z') });
  sent = [];
  channel = Object.assign(new EventEmitter(), {
    send: (message: unknown) => {
      sent.push(message);
      return true;
    },
  });
});
afterEach(() => jest.useRealTimers());

function store(): SyncedCountStore {
  const s = new SyncedCountStore('read', channel as unknown as NodeJS.Process);
  s.init({ windowMs: WINDOW_MS } as Options);
  return s;
}

it("counts a client's hits in this worker at once", () => {
  const s = store();
  expect(s.increment('1.2.3.4').totalHits).toBe(1);
  expect(s.increment('1.2.3.4').totalHits).toBe(2);
  expect(s.increment('5.6.7.8').totalHits).toBe(1);
});

it('sends the new hits to the primary once per sync, and nothing when there are none', () => {
  const s = store();
  s.increment('1.2.3.4');
  s.increment('1.2.3.4');
  jest.advanceTimersByTime(SYNC_MS);
  expect(sent).toEqual([{ type: 'rmj-limits:add', prefix: 'read', windowMs: WINDOW_MS, deltas: { '1.2.3.4': 2 } }]);
  jest.advanceTimersByTime(SYNC_MS * 3);
  expect(sent).toHaveLength(1);
});

it("adds the other workers' hits from the primary's totals to its own new ones", () => {
  const s = store();
  s.increment('1.2.3.4');
  jest.advanceTimersByTime(SYNC_MS);
  s.increment('1.2.3.4'); // not yet sent
  // The primary's total holds this worker's first hit and 7 from another worker.
  const resetTime = Date.now() + 30_000;
  channel.emit(
    'message',
    { type: 'rmj-limits:totals', prefix: 'read', totals: { '1.2.3.4': { hits: 8, resetTime } } },
    undefined,
  );
  const next = s.increment('1.2.3.4');
  expect(next.totalHits).toBe(10);
  expect(next.resetTime?.getTime()).toBe(resetTime);
});

it("ignores another budget's totals", () => {
  const s = store();
  s.increment('1.2.3.4');
  channel.emit(
    'message',
    { type: 'rmj-limits:totals', prefix: 'general', totals: { '1.2.3.4': { hits: 50, resetTime: Date.now() + 1000 } } },
    undefined,
  );
  expect(s.increment('1.2.3.4').totalHits).toBe(2);
});

it('starts a client again at 1 once its window is over', () => {
  const s = store();
  s.increment('1.2.3.4');
  s.increment('1.2.3.4');
  jest.advanceTimersByTime(WINDOW_MS + 1);
  expect(s.increment('1.2.3.4').totalHits).toBe(1);
});
