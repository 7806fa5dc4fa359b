/**
 * Packing: what the A6 shipping label and the packing slip print for an order (GET
 * /api/admin/orders/packing): one order by its number (from the order page), or every order shipped
 * on one day in India (from the orders board). Shipping is the move that records the courier and the
 * AWB, so a day's parcels are the orders moved to Shipped that day: their labels carry the AWB.
 */
import { z } from 'zod';
import { adminOrderSchema } from './order-admin';
import { ORDER_NUMBER_PATTERN } from './order-records';

/** Who a parcel is from: the shop's name, address and phone, as the label prints them. */
export const shipFromSchema = z.object({
  name: z.string(),
  /** The full postal address on one line (PIN included). */
  address: z.string(),
  phone: z.string(),
});
export type ShipFrom = z.infer<typeof shipFromSchema>;

/** Why a packing query is refused. */
export const packingMessages = {
  date: 'date must be a date (YYYY-MM-DD)',
  orderNumber: 'orderNumber must be an order number (RMJ- and 10 characters)',
  both: 'Ask for one order or one day, not both.',
} as const;

/** GET /api/admin/orders/packing: one order (`orderNumber`), or the orders shipped on `date` (default today in India). */
export const packingQuerySchema = z
  .strictObject({
    /** Orders moved to Shipped on this day (YYYY-MM-DD, India time). */
    date: z.iso.date({ message: packingMessages.date }).optional(),
    /** One order, whatever its state (its label lacks the AWB until it ships). */
    orderNumber: z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, packingMessages.orderNumber).optional(),
  })
  .refine((query) => !(query.date && query.orderNumber), { message: packingMessages.both });
export type PackingQuery = z.output<typeof packingQuerySchema>;

/** One parcel: the order as the order page has it, and what only the label needs. */
export const packingParcelSchema = z.object({
  order: adminOrderSchema,
  /**
   * Whole rupees the courier collects on delivery: set for a cash-on-delivery order whose cash is
   * not recorded yet; the label prints it only when present.
   */
  amountToCollect: z.number().int().positive().optional(),
});
export type PackingParcel = z.infer<typeof packingParcelSchema>;

/** The answer: the sender once, and the parcels (a day's in the order they were shipped). */
export const packingResponseSchema = z.object({
  from: shipFromSchema,
  /** The day asked for (YYYY-MM-DD, India time), when the query was by day. */
  date: z.string().optional(),
  parcels: z.array(packingParcelSchema),
});
export type PackingResponse = z.infer<typeof packingResponseSchema>;
