/**
 * The staff audit trail: every staff action, who did it, when, what, and the values before
 * and after. Each service keeps the entries of its own actions (its own database) and serves them on
 * its `…/audit` staff endpoint with these shapes; the admin screens merge the services' pages.
 */
import { z } from 'zod';
import { STAFF_ROLES } from './staff';

/** Who acted: the staff member as their token named them. */
export const staffActorSchema = z.object({
  /** Staff member id. */
  id: z.string(),
  /** Their e-mail at the time. */
  email: z.string(),
  /** Their role at the time. */
  role: z.enum(STAFF_ROLES),
});
export type StaffActor = z.infer<typeof staffActorSchema>;

/** The areas of the back office, one per service that keeps a trail. */
export const AUDIT_AREAS = ['staff', 'catalogue', 'orders'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** One audited action. */
export const staffAuditEntrySchema = z.object({
  /** Entry id. */
  id: z.string(),
  /** When, ISO 8601. */
  at: z.string(),
  /** The area (service) it happened in. */
  area: z.enum(AUDIT_AREAS),
  /** Who; absent for the system's own actions (the owner's first set-up code). */
  actor: staffActorSchema.optional(),
  /** What, as a dotted name: `product.updated`, `staff.invited`, `signin.failed`. */
  action: z.string(),
  /** What it was done to: kind, id and a readable label (a product's name, a member's e-mail). */
  target: z.object({ type: z.string(), id: z.string(), label: z.string().optional() }).optional(),
  /** The changed values before (only the fields that changed; never secrets). */
  before: z.record(z.string(), z.unknown()).optional(),
  /** The changed values after. */
  after: z.record(z.string(), z.unknown()).optional(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** Query of an `…/audit` endpoint: newest first, paged by time. */
export const staffAuditQuerySchema = z.strictObject({
  /** Only this staff member's actions (their id). */
  actorId: z.string().max(64).optional(),
  /** Only actions whose name starts with this (`product.`). */
  action: z
    .string()
    .max(60)
    .regex(/^[a-z.-]*$/, 'action must be lower-case letters, dots and hyphens')
    .optional(),
  /** Only entries older than this time (ISO 8601): the next page. */
  before: z.iso.datetime({ message: 'before must be an ISO 8601 time' }).optional(),
  /** Entries per page, 1-100 (default 50). */
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 100')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, 'limit must be a whole number from 1 to 100')
    .optional(),
});
export type StaffAuditQuery = z.input<typeof staffAuditQuerySchema>;

/** One page of a service's trail. */
export const staffAuditPageSchema = z.object({
  entries: z.array(staffAuditEntrySchema),
  /** Pass as `before` for the next page; absent on the last page. */
  nextBefore: z.string().optional(),
});
export type StaffAuditPage = z.infer<typeof staffAuditPageSchema>;

/**
 * The fields that differ between two versions of a record, as `{before, after}` holding only those
 * fields (what the trail stores for an edit). Values compare as JSON.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}
