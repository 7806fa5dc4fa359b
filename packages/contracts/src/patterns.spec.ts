// Every string pattern the contracts export must run in linear time: services validate request
// bodies with these schemas, so one slow pattern lets a single request stall a service for
// everyone (an e-mail of 19,000 dots once held the orders service for 1.1 s). recheck
// builds attack strings for each pattern and reports any super-linear backtracking.
import { check } from 'recheck';
import * as contracts from './index';

/** Every RegExp reachable from an export: RegExp constants and the patterns inside zod schemas. */
function exportedPatterns(): Map<string, RegExp> {
  const found = new Map<string, RegExp>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value instanceof RegExp) {
      found.set(`/${value.source}/${value.flags}`, value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const zod = (value as { _zod?: { def?: Record<string, unknown> } })._zod;
    if (zod?.def) {
      // A lazy schema hides its inner schema behind a getter.
      if (typeof zod.def.getter === 'function') visit((zod.def.getter as () => unknown)());
      visit(zod.def);
      return;
    }
    for (const inner of Array.isArray(value) ? value : Object.values(value)) visit(inner);
  };
  for (const value of Object.values(contracts)) visit(value);
  return found;
}

const verdict = async (pattern: RegExp) => (await check(pattern.source, pattern.flags, { timeout: 20_000 })).status;

describe('patterns exported by @rmj/contracts', () => {
  const patterns = exportedPatterns();

  it('finds the patterns of the request schemas (e-mail, phone, PIN, file id, order number...)', () => {
    const sources = [...patterns.keys()];
    expect(sources).toContain(`/${contracts.SIMPLE_EMAIL_SHAPE.source}/`);
    expect(sources).toContain(`/${contracts.FILE_ID_PATTERN.source}/`);
    expect(sources).toContain(`/${contracts.ORDER_NUMBER_PATTERN.source}/`);
    expect(sources).toContain('/^\\d{6}$/');
    expect(patterns.size).toBeGreaterThan(10);
  });

  it('the check recognises a slow pattern (the e-mail shape it replaced)', async () => {
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- the slow pattern the check must catch
    expect(await verdict(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)).toBe('vulnerable');
  });

  it.each([...patterns.keys()])('%s runs in linear time', async (key) => {
    expect(await verdict(patterns.get(key) as RegExp)).toBe('safe');
  });
});
