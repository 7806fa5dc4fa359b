// Cart line and customisation shapes (spec section 3 "Cart item" and "Customization").
// Shared by the cart store (@rmj/cart), the product pages that add lines and the checkout.
import { z } from 'zod';

/** The kinds of personalisation a piece can carry. */
export const customizationTypeSchema = z.enum(['engraving', 'fingerprint', 'image', 'pdf', 'text', 'combined']);
export type CustomizationType = z.infer<typeof customizationTypeSchema>;

/** An uploaded file reference as stored on a cart line. */
export const uploadedFileSchema = z.object({
  /** Original file name shown in the cart. */
  name: z.string(),
  /** MIME type, when known. */
  type: z.string().optional(),
  /** Size in bytes, when known. */
  size: z.number().optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Text part of a combined customisation. */
export const combinedTextSchema = z.object({
  /** The words to engrave or print. */
  content: z.string(),
  /** Font name (script, serif, modern, handwritten). */
  font: z.string().optional(),
  /** Font size in px (20-60). */
  fontSize: z.number().optional(),
  /** Free-form style name. */
  style: z.string().optional(),
});

/** File part of a combined customisation. */
export const combinedFileSchema = z.object({
  /** Original file name. */
  name: z.string(),
  /** MIME type. */
  type: z.string().optional(),
  /** Embedded data URL; replaced by a marker when browser storage is full. */
  data: z.string().optional(),
  /** Server id of the uploaded file (GET /api/files/{fileId}). */
  fileId: z.string().optional(),
});

/** Personalisation attached to a cart line; which fields apply depends on `type`. */
export const customizationSchema = z.object({
  /** Kind of personalisation. */
  type: customizationTypeSchema,
  /** engraving: the engraved words. */
  customName: z.string().optional(),
  /** engraving: font (script, serif, modern, handwritten); the cart assumes 'script' when absent. */
  selectedFont: z.string().optional(),
  /** engraving: font size in px (20-60, default 40). */
  fontSize: z.number().optional(),
  /** engraving: preview overlay style (position, colour...). */
  textOverlayStyle: z.record(z.string(), z.unknown()).optional(),
  /** fingerprint, image, pdf: the uploaded file (its name identifies the line). */
  uploadedFile: uploadedFileSchema.optional(),
  /** fingerprint, image, pdf: embedded file data; replaced by a marker when storage is full. */
  fileData: z.string().optional(),
  /** fingerprint, image, pdf: server id of the uploaded file. */
  fileId: z.string().optional(),
  /** text: the words (combined: the text part object). */
  text: z.union([z.string(), combinedTextSchema]).optional(),
  /** text: format and style options. */
  textOptions: z.record(z.string(), z.unknown()).optional(),
  /** combined: the file part. */
  file: combinedFileSchema.optional(),
  /** Ring size chosen with the customisation (used when the line has no size). */
  Size: z.string().optional(),
  /** engraving, combined: server id of the PNG proof (piece picture plus text) the shopper saw when adding. */
  proofFileId: z.string().optional(),
});
export type Customization = z.infer<typeof customizationSchema>;

/** One line of the cart. */
export const cartItemSchema = z.object({
  /** Product id (server _id or built-in sample id). */
  id: z.union([z.string(), z.number()]),
  /** Derived unique key: id + customisation rule + variant (spec section 4). */
  cartIdentifier: z.string(),
  /** Product name shown on the line. */
  name: z.string(),
  /** The product's Tamil name, shown on the line on Tamil pages (never sent to the server: the order keeps `name`). */
  nameTa: z.string().optional(),
  /** Unit price in whole rupees; text with thousands commas ('2,900') is accepted and parsed. */
  price: z.union([z.number(), z.string()]),
  /** Number of pieces, at least 1. */
  quantity: z.number().int().default(1),
  /** Variant label (material, colour...), part of the line identity. */
  variant: z.string().optional(),
  /** Size as free text (mm or ring size). */
  size: z.string().optional(),
  /** Picture address shown on the line. */
  image: z.string().optional(),
  /** Personalisation, if any. */
  customization: customizationSchema.optional(),
  /** True when file data was dropped after a storage failure (fetch it by fileId). */
  hasFileData: z.boolean().optional(),
});
export type CartItem = z.output<typeof cartItemSchema>;

/** What a page passes to add a line: the cart derives cartIdentifier; quantity defaults to 1. */
export const newCartItemSchema = cartItemSchema.omit({ cartIdentifier: true }).extend({
  /** Number of pieces to add, default 1. */
  quantity: z.number().int().min(1).optional(),
});
export type NewCartItem = z.input<typeof newCartItemSchema>;

/**
 * Every server file a customisation references (uploaded file, combined file, engraving proof),
 * without duplicates: what an order claims so the files' clean-up keeps them.
 */
export function customizationFileIds(customization: Customization | undefined): string[] {
  if (!customization) return [];
  const ids = [customization.fileId, customization.file?.fileId, customization.proofFileId];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}
