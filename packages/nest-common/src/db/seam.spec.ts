import { isBusy, retryBusy } from './busy';
import { deleteExpired } from './ttl-sweep';

const busy = () => new Error('[collection.go:191 sqlite.(*collection).UpdateAll] database is locked (5) (SQLITE_BUSY)');

it('tries a write again while the database is busy, and only then', async () => {
  let calls = 0;
  await expect(retryBusy(async () => (++calls < 3 ? Promise.reject(busy()) : 'done'))).resolves.toBe('done');
  expect(calls).toBe(3);
  calls = 0;
  await expect(retryBusy(async () => (++calls, Promise.reject(new Error('E11000 duplicate key'))))).rejects.toThrow(
    'duplicate',
  );
  expect(calls).toBe(1);
  expect(isBusy(busy())).toBe(true);
});

it('gives up after its attempts and passes the busy answer on', async () => {
  let calls = 0;
  await expect(retryBusy(async () => (++calls, Promise.reject(busy())), 2)).rejects.toThrow('SQLITE_BUSY');
  expect(calls).toBe(2);
});

it('a sweep on a timer logs its failure instead of throwing', async () => {
  const failures: string[] = [];
  const broken = { deleteMany: () => Promise.reject(new Error('connection closed')) };
  const logger = { warn: (message: string) => failures.push(message) };
  await expect(deleteExpired(broken, Date.now(), { warn: { logger, what: 'codes' } })).resolves.toBe(0);
  expect(failures).toEqual(['sweeping codes failed: connection closed']);
  await expect(deleteExpired(broken)).rejects.toThrow('connection closed');
});
