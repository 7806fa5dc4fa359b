import { Logger } from '@nestjs/common';
import type { Model } from 'mongoose';
import type { JobSlot } from './job-slot.schema';
import { followUpWindow, PeriodicJob } from './periodic-job';

/** Job slots as the database keeps them: a second insert of an _id fails with 11000. */
function slotStore() {
  const ids = new Set<string>();
  const slots = {
    create: jest.fn(async (doc: { _id: string }) => {
      if (ids.has(doc._id)) throw Object.assign(new Error('duplicate key'), { code: 11000 });
      ids.add(doc._id);
      return doc;
    }),
  };
  return { ids, slots: slots as unknown as Model<JobSlot> };
}

class CountingJob extends PeriodicJob<number> {
  protected readonly logger = new Logger('CountingJob');
  passes = 0;
  fail = false;

  constructor(slots: Model<JobSlot>, everyMs = 60_000) {
    super('counting', 'counting pass', slots, everyMs);
  }

  protected async pass(): Promise<number> {
    if (this.fail) throw new Error('the provider is down');
    this.passes += 1;
    return this.passes;
  }
}

beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('runs once per time slot, whichever replica takes it', async () => {
  const { ids, slots } = slotStore();
  const one = new CountingJob(slots);
  const two = new CountingJob(slots);
  const now = new Date('2026-05-02T06:00:30Z');
  const taken = await Promise.all([one.tick(now), two.tick(now)]);
  expect(taken.filter((r) => r !== null)).toHaveLength(1);
  expect(one.passes + two.passes).toBe(1);
  expect([...ids]).toEqual([`counting:${Math.floor(now.getTime() / 60_000)}`]);
  // The next minute is a new slot.
  expect(await two.tick(new Date('2026-05-02T06:01:30Z'))).not.toBeNull();
});

it('answers null when the pass fails, and runs again at the next slot', async () => {
  const { slots } = slotStore();
  const job = new CountingJob(slots);
  job.fail = true;
  expect(await job.tick(new Date('2026-05-02T06:00:00Z'))).toBeNull();
  job.fail = false;
  expect(await job.tick(new Date('2026-05-02T06:01:00Z'))).toBe(1);
});

it('starts no timer when the interval is 0, and `run` works without a slot', async () => {
  const { slots } = slotStore();
  const job = new CountingJob(slots, 0);
  const timers = jest.spyOn(global, 'setInterval');
  job.onApplicationBootstrap();
  expect(timers).not.toHaveBeenCalled();
  expect(await job.run()).toBe(1);
  expect(slots.create).not.toHaveBeenCalled();
});

it('retries what is older than a minute and younger than the give-up time', () => {
  const now = new Date('2026-05-02T06:00:00Z');
  expect(followUpWindow(now, 3_600_000)).toEqual({
    since: new Date('2026-05-02T05:00:00Z'),
    before: new Date('2026-05-02T05:59:00Z'),
  });
});
