/**
 * The indexes of nest-common's own collections, which every service with a database includes as one
 * of its migrations (`commonIndexesMigration(2)`): the rate-limit tickets (RateLimitModule) and the
 * staff audit trail (StaffAuditModule). Frozen like any released migration: a change here is a new
 * export that services add under their next version.
 */
import { TICKETS_COLLECTION } from '../limits/ticket-limiter';
import { indexMigration, type IndexSpec } from './indexes';
import type { Migration } from './runner';

/** Rate-limit tickets: a window's tickets newest first, every window of a key, the sweep by expiry. */
export const RATE_LIMIT_INDEXES: readonly IndexSpec[] = [
  { collection: TICKETS_COLLECTION, key: { b: 1, at: -1 } },
  { collection: TICKETS_COLLECTION, key: { k: 1 } },
  { collection: TICKETS_COLLECTION, key: { expiresAt: 1 } },
];

/** The staff audit trail (`staff_audit`): what StaffAuditRecordSchema declares (`at`, `actorId`). */
export const STAFF_AUDIT_INDEXES: readonly IndexSpec[] = [
  { collection: 'staff_audit', key: { at: 1 } },
  { collection: 'staff_audit', key: { actorId: 1 } },
];

/** nest-common's collections, as version `version` of a service's list. */
export function commonIndexesMigration(version: number): Migration {
  return indexMigration(version, 'common-indexes', [...RATE_LIMIT_INDEXES, ...STAFF_AUDIT_INDEXES]);
}
