// prune: retention over a backup folder. Keeps the newest complete dump of each of the last
// `keepDaily` days that have one, and the newest of each of the last `keepWeekly` ISO weeks (UTC),
// and always the newest dump; deletes the other complete dumps and the leftovers of interrupted runs
// (`.partial-*` older than `partialAgeMs`: a younger one may be a run in progress).
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST, PARTIAL_PREFIX, parseStamp } from './layout';

export interface PruneOptions {
  dir: string;
  keepDaily: number;
  keepWeekly: number;
  dryRun?: boolean;
  now?: () => Date;
  partialAgeMs?: number;
}

export interface PruneResult {
  kept: string[];
  removed: string[];
  /** Folders named like a dump but without a manifest: left alone, reported. */
  ignored: string[];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** ISO 8601 week of a UTC date: `2026-W48`. */
export function isoWeek(d: Date): string {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dow = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dow); // the Thursday of this week decides its year
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Which dumps to keep, newest first: the retention rule alone (no file system). */
export function retained(stamps: { name: string; at: Date }[], keepDaily: number, keepWeekly: number): Set<string> {
  const newestFirst = [...stamps].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  if (newestFirst[0]) keep.add(newestFirst[0].name);
  for (const [period, limit] of [
    [day, keepDaily],
    [isoWeek, keepWeekly],
  ] as const) {
    const seen = new Set<string>();
    for (const s of newestFirst) {
      const p = period(s.at);
      if (seen.has(p)) continue;
      if (seen.size >= limit) break;
      seen.add(p);
      keep.add(s.name);
    }
  }
  return keep;
}

export function prune(opts: PruneOptions): PruneResult {
  const now = (opts.now ?? (() => new Date()))().getTime();
  const result: PruneResult = { kept: [], removed: [], ignored: [] };
  const complete: { name: string; at: Date }[] = [];
  const remove = (name: string) => {
    result.removed.push(name);
    if (!opts.dryRun) fs.rmSync(path.join(opts.dir, name), { recursive: true, force: true });
  };
  for (const entry of fs.readdirSync(opts.dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name.startsWith(PARTIAL_PREFIX)) {
      const age = now - fs.statSync(path.join(opts.dir, entry.name)).mtimeMs;
      if (age > (opts.partialAgeMs ?? 24 * 3_600_000)) remove(entry.name);
      continue;
    }
    const at = parseStamp(entry.name);
    if (!at) continue;
    if (!fs.existsSync(path.join(opts.dir, entry.name, MANIFEST))) result.ignored.push(entry.name);
    else complete.push({ name: entry.name, at });
  }
  const keep = retained(complete, opts.keepDaily, opts.keepWeekly);
  for (const { name } of complete.sort((a, b) => a.name.localeCompare(b.name))) {
    if (keep.has(name)) result.kept.push(name);
    else remove(name);
  }
  return result;
}
