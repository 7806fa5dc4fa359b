/**
 * What orders asks catalog about stock, service to service. Stock is a count of pieces
 * ready to sell; a paid order takes its quantities exactly once, whichever path (verify, webhook,
 * reconciliation, save) records the order first, because the take is keyed by the order.
 */
import { z } from 'zod';
import { productSchema } from './catalog';

/** GET /internal/products/:productId: the product as sold now, read fresh (no cache). */
export const internalProductSchema = productSchema.extend({
  /** Pieces in stock (0: sold out). */
  stock: z.number().int().nonnegative(),
  /** Shown on the storefront (false: a draft or unpublished piece, not for sale). */
  published: z.boolean(),
  /** Archived by staff: never for sale again; old orders keep their snapshot. */
  archived: z.boolean(),
});
export type InternalProduct = z.infer<typeof internalProductSchema>;

/** POST /internal/stock/takes: take a paid order's quantities. */
export const stockTakeRequestSchema = z.strictObject({
  /** The order's key (provider order id): a second take for it changes nothing. */
  orderId: z.string().min(1).max(64),
  /** The order number, for staff reading the stock history. */
  orderNumber: z.string().max(32).optional(),
  /** Pieces per product. */
  lines: z
    .array(z.strictObject({ productId: z.string().min(1).max(64), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(50),
});
export type StockTakeRequest = z.infer<typeof stockTakeRequestSchema>;

/** Answer of POST /internal/stock/takes. */
export const stockTakeResponseSchema = z.object({
  /** False when this order's take had already been made (nothing changed this time). */
  taken: z.boolean(),
  /** Stock of each product after the take; `oversold` when more was paid for than was in stock (stock stays 0). */
  lines: z.array(
    z.object({
      productId: z.string(),
      stock: z.number().int(),
      oversold: z.boolean(),
      /**
       * Hallmarked pieces: the HUIDs of the pieces this take sent, one per piece while the product has
       * HUIDs in stock (fewer when it ran short; a piece made to order gets its HUID at Quality check).
       * The same on every retry of the take.
       */
      huids: z.array(z.string()).optional(),
    }),
  ),
});
export type StockTakeResponse = z.infer<typeof stockTakeResponseSchema>;

/** A return's key: letters, digits, `-` and `_` (it is part of the ledger's `<returnKey>:<productId>:return`). */
export const STOCK_RETURN_KEY_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * POST /internal/stock/returns: put an order's pieces back in stock. Without `returnKey`, the order's
 * whole take, once per order (a cancellation, a refused parcel; `lines` are not read). With it, only
 * `lines` (the pieces that came back, e.g. a return request's), once per key: a shop return of part
 * of an order. Either way a product never gets back more than the order's take removed for it, less
 * what earlier returns of the order put back.
 */
export const stockReturnRequestSchema = stockTakeRequestSchema
  .extend({
    /**
     * The return's own key (e.g. `return-<requestId>`), other than the order's id: a second call with
     * it changes nothing. Absent: the whole order.
     */
    returnKey: z.string().regex(STOCK_RETURN_KEY_PATTERN).optional(),
  })
  .refine((body) => body.returnKey !== body.orderId, {
    path: ['returnKey'],
    message: 'returnKey must not be the orderId',
  });
export type StockReturnRequest = z.infer<typeof stockReturnRequestSchema>;

/** Answer of POST /internal/stock/returns. */
export const stockReturnResponseSchema = z.object({
  /** False when this return's pieces had already been put back (or the order was never taken): nothing changed. */
  returned: z.boolean(),
  /** Stock of each product after the return. */
  lines: z.array(
    z.object({
      productId: z.string(),
      stock: z.number().int(),
      /** Pieces this return put back (fewer than asked when the take removed fewer, or earlier returns put some back). */
      quantity: z.number().int().nonnegative().optional(),
      /**
       * Part of a hallmarked line came back: its HUIDs stay sold, since which piece came back is known
       * only to the staff holding it. These are the line's HUIDs, all still sold.
       */
      huidsKept: z.array(z.string()).optional(),
    }),
  ),
});
export type StockReturnResponse = z.infer<typeof stockReturnResponseSchema>;
