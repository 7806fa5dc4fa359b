// The one error body every service (and the gateway) answers with, 4xx and 5xx alike.
import { z } from 'zod';

/** Body of every error answer. */
export const apiErrorResponseSchema = z.object({
  /** HTTP status. */
  statusCode: z.number().int(),
  /** HTTP reason phrase. */
  error: z.string().optional(),
  /** What to show the user: one clear sentence. */
  message: z.string(),
  /** Every validation problem, field by field (400 only). */
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Seconds to wait before trying again (429 from a rate limit only). */
  retryAfterSeconds: z.number().int().positive().optional(),
  /** Always false where present (the orders service adds it to every error answer). */
  success: z.literal(false).optional(),
});
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;

/** 400 for an address whose percent escapes do not decode (`?q=%`, `/api/track-order/%E0%A4%A`). */
export const MALFORMED_URL_MESSAGE =
  'The address is malformed: every % must start a valid escape such as %20. Please check the link.';
