// HUIDs that orders takes at Quality check (made-to-order hallmarked pieces) join the catalog's HUID
// register as sold on that order, so a HUID is on one piece in the whole shop: a later stock entry of
// the same HUID is refused, and so is a Quality check naming a HUID already on another piece.
import { z } from 'zod';
import { huidSchema } from './metal-pricing';

/** POST /internal/huids/sold: the HUIDs of an order's pieces, recorded once (a retry changes nothing). */
export const soldHuidsRequestSchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  orderNumber: z.string().min(1).max(64),
  pieces: z
    .array(z.strictObject({ productId: z.string().min(1).max(64), huid: huidSchema }))
    .min(1)
    .max(200),
});
export type SoldHuidsRequest = z.infer<typeof soldHuidsRequestSchema>;

/**
 * The answer: `recorded` (newly) and `already` (on this order before: a retry). When any HUID is on
 * another piece nothing is recorded and the answer is a 409 naming the first of them (`taken` lists
 * them all).
 */
export const soldHuidsResponseSchema = z.object({
  recorded: z.array(z.string()),
  already: z.array(z.string()),
});
export type SoldHuidsResponse = z.infer<typeof soldHuidsResponseSchema>;

/** The 409's body beyond the message: every HUID already on another piece. */
export const soldHuidsConflictSchema = z.object({
  statusCode: z.literal(409),
  message: z.string(),
  taken: z.array(z.string()).min(1),
});
export type SoldHuidsConflict = z.infer<typeof soldHuidsConflictSchema>;

/** The message beside a Quality check's HUID field when the HUID is already on another piece. */
export const huidTakenMessage = (huid: string): string => `HUID ${huid} is already recorded on another piece.`;
