import { isBusy, retryBusy } from './retry-busy';

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
