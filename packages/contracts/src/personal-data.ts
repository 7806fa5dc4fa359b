// A logged-in shopper's copy of their personal data (the right of access under India's DPDP Act):
// each service answers for what it holds, and the account page puts the answers into one JSON file.
import { z } from 'zod';
import { accountAddressesResponseSchema } from './account-addresses';
import { orderStateSchema, paymentStatusSchema } from './order-records';
import { UPLOAD_CONTENT_TYPES, UPLOAD_PURPOSES } from './upload-rules';

/** One order as the shopper's data copy holds it: everything about them and what they bought. */
export const myOrderDataSchema = z.object({
  orderNumber: z.string(),
  /** When it was paid, ISO 8601. */
  paidAt: z.string(),
  status: orderStateSchema,
  paymentStatus: paymentStatusSchema,
  /** Name, e-mail, phone and delivery address given at checkout. */
  customerDetails: z.record(z.string(), z.unknown()),
  /** The pieces as bought, with their personalisation. */
  lines: z.array(z.record(z.string(), z.unknown())),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  promoCode: z.string().optional(),
  /** The provider's payment id (pay_...). */
  paymentId: z.string(),
  /** The courier and AWB, once shipped. */
  shipment: z.record(z.string(), z.unknown()).optional(),
});
export type MyOrderData = z.infer<typeof myOrderDataSchema>;

/** Answer of GET /api/orders/mine/data: every order of the shopper, newest first. */
export const myOrdersDataResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(myOrderDataSchema),
});
export type MyOrdersDataResponse = z.infer<typeof myOrdersDataResponseSchema>;

/** One of the shopper's stored files. */
export const myFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  type: z.enum(UPLOAD_CONTENT_TYPES),
  size: z.number().int(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  /** What it was sent as, when known. */
  purpose: z.enum(UPLOAD_PURPOSES).optional(),
  /** Address to fetch it from (the shopper's own login or browser reads it). */
  url: z.string(),
  /** When it will be deleted at the latest, ISO 8601 (7 days after upload unless an order keeps it longer). */
  deleteBy: z.string(),
  /** The consent given for it (fingerprint, photo): notice version and time. */
  consent: z.object({ noticeVersion: z.string(), consentedAt: z.string() }).optional(),
});
export type MyFile = z.infer<typeof myFileSchema>;

/** Answer of GET /api/my-files: the files the shopper's account holds, newest first. */
export const myFilesResponseSchema = z.object({
  success: z.literal(true),
  files: z.array(myFileSchema),
});
export type MyFilesResponse = z.infer<typeof myFilesResponseSchema>;

/** The JSON file the account page offers for download. */
export const personalDataExportSchema = z.object({
  /** ISO 8601. */
  exportedAt: z.string(),
  /** Name, e-mail, phone and saved addresses. */
  account: accountAddressesResponseSchema.omit({ success: true }),
  orders: z.array(myOrderDataSchema),
  files: z.array(myFileSchema),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The download's file name. */
export const PERSONAL_DATA_FILE_NAME = 'rmj-my-data.json';
