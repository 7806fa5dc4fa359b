import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoWeek, prune } from './prune';
import { MANIFEST, stampOf } from './layout';

describe('prune (retention)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-prune-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const complete = (at: Date) => {
    const name = stampOf(at);
    fs.mkdirSync(path.join(dir, name));
    fs.writeFileSync(path.join(dir, name, MANIFEST), '{}');
    return name;
  };

  it('keeps the newest dump of each of the last 7 days and of each of the last 4 ISO weeks, removes the rest', () => {
    // Nightly at 02:00 IST (20:30 UTC) from 18 October to Thursday 26 November 2026, and a second run on the 26th.
    const nightly: string[] = [];
    for (let d = new Date(Date.UTC(2026, 9, 18, 20, 30)); d <= new Date(Date.UTC(2026, 10, 26, 21));) {
      nightly.push(complete(d));
      d = new Date(d.getTime() + 86_400_000);
    }
    const earlier = complete(new Date(Date.UTC(2026, 10, 26, 8, 0, 5)));
    const r = prune({ dir, keepDaily: 7, keepWeekly: 4, now: () => new Date(Date.UTC(2026, 10, 26, 22)) });
    const days = [
      '2026-11-08',
      '2026-11-15',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ];
    expect(r.kept).toEqual(days.map((day) => `${day}T203000Z`));
    expect(r.removed).toContain(earlier);
    expect(r.removed).toHaveLength(nightly.length + 1 - days.length);
    expect(fs.readdirSync(dir).sort()).toEqual(r.kept);
  });

  it('removes the leftovers of an interrupted run only once they are a day old, and never a folder without a manifest', () => {
    const newest = complete(new Date(Date.UTC(2026, 10, 20, 20, 30)));
    const old = path.join(dir, '.partial-2026-11-19T203000Z-41');
    const running = path.join(dir, '.partial-2026-11-26T203000Z-42');
    fs.mkdirSync(old);
    fs.mkdirSync(running);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);
    fs.mkdirSync(path.join(dir, '2026-11-21T203000Z')); // a stamp name without manifest.json: not ours to judge

    const r = prune({ dir, keepDaily: 0, keepWeekly: 0 });
    expect(r.kept).toEqual([newest]); // the newest dump is always kept
    expect(r.removed).toEqual(['.partial-2026-11-19T203000Z-41']);
    expect(r.ignored).toEqual(['2026-11-21T203000Z']);
    expect(fs.existsSync(running)).toBe(true);
  });

  it('changes nothing in a dry run', () => {
    complete(new Date(Date.UTC(2026, 10, 1)));
    complete(new Date(Date.UTC(2026, 10, 2)));
    const r = prune({ dir, keepDaily: 1, keepWeekly: 0, dryRun: true });
    expect(r.removed).toEqual(['2026-11-01T000000Z']);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('numbers weeks as ISO 8601 does (Monday first, the Thursday decides the year)', () => {
    expect(isoWeek(new Date(Date.UTC(2026, 10, 26)))).toBe('2026-W48');
    expect(isoWeek(new Date(Date.UTC(2026, 10, 23)))).toBe('2026-W48');
    expect(isoWeek(new Date(Date.UTC(2026, 10, 22)))).toBe('2026-W47');
    expect(isoWeek(new Date(Date.UTC(2027, 0, 1)))).toBe('2026-W53');
  });
});
