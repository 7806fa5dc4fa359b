// The audit trail is kept by each service for its own actions; the screen shows one trail, newest
// first. Each service pages by time (`before`), so a merged page may only show entries down to the
// newest "end of page" among the services that have more: anything older from another service
// could be preceded by entries not fetched yet. The next merged page starts there.
import type { StaffAuditEntry, StaffAuditPage } from '@rmj/contracts';

/** One merged page: its entries, newest first, and where the next one starts (absent: the end). */
export interface MergedPage {
  entries: StaffAuditEntry[];
  nextBefore?: string;
}

const time = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/** Merges one page of each service's trail (fetched with the same `before`) into one page. */
export function mergeTrails(pages: readonly StaffAuditPage[]): MergedPage {
  const horizons = pages.flatMap((page) => (page.nextBefore ? [page.nextBefore] : []));
  const horizon = horizons.sort((a, b) => time(b) - time(a))[0];
  const entries = pages
    .flatMap((page) => page.entries)
    .filter((entry) => horizon === undefined || time(entry.at) >= time(horizon))
    .sort((a, b) => time(b.at) - time(a.at) || a.id.localeCompare(b.id));
  return horizon === undefined ? { entries } : { entries, nextBefore: horizon };
}
