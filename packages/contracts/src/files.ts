// Customisation files (spec sections 2, 5 and 7 "GET /api/files/{fileId}"): what a shopper
// uploads for a piece (fingerprint, image, PDF) and the engraving proof the product page renders.
// The catalog service stores them; the product pages upload them; the cart keeps their ids;
// the orders service claims the ones an order references so the clean-up keeps them.
import { z } from 'zod';
import { FILE_ID_PATTERN, UNCLAIMED_FILE_RETENTION_DAYS, UPLOAD_CONTENT_TYPES, UPLOAD_PURPOSES } from './upload-rules';

export * from './upload-rules';

/** A file id as a schema (claims, cart lines). */
export const fileIdSchema = z.string().regex(FILE_ID_PATTERN, 'Invalid file id');

/** Answer of POST /api/files (201). */
export const uploadResponseSchema = z.object({
  /** Always true on 201. */
  success: z.literal(true),
  /** Id to fetch the file with (GET /api/files/{fileId}) and to keep on the cart line. */
  fileId: fileIdSchema,
  /** Cleaned file name (no path, no control characters, at most 100 characters, extension of the real type). */
  name: z.string(),
  /** Real content type as stored. */
  type: z.enum(UPLOAD_CONTENT_TYPES),
  /** Stored size in bytes (images are re-encoded, so it may differ from the upload). */
  size: z.number().int().nonnegative(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Error body of the files API (400, 404, 413, 415, 429, 507). */
export interface FileErrorResponse {
  /** HTTP status. */
  statusCode: number;
  /** One of FILE_MESSAGES. */
  message: string;
}

/** Most file ids one claim may carry. */
export const MAX_CLAIM_FILE_IDS = 100;

/** A shopper's files, by account: what claims and ownership checks carry. */
const shopperFilesSchema = () =>
  z.strictObject(
    {
      /** The account the files must belong to (the order's shopper). */
      userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(128, 'userId is too long'),
      /** Ids of the order's files (uploads and proofs); duplicates are fine. */
      fileIds: z
        .array(fileIdSchema, { error: 'fileIds must be a list of file ids' })
        .min(1, 'fileIds must not be empty')
        .max(MAX_CLAIM_FILE_IDS, `At most ${MAX_CLAIM_FILE_IDS} file ids per claim`),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  );

/**
 * Body of POST /internal/files/claims (not under /api: the gateway never forwards it). The orders
 * service sends the file ids a paid order references and its shopper; only that shopper's files are
 * claimed (kept until the retention date), the others are reported missing.
 */
export const fileClaimsRequestSchema = shopperFilesSchema();
export type FileClaimsRequest = z.output<typeof fileClaimsRequestSchema>;

/** Answer of POST /internal/files/claims (200); claiming again is harmless. */
export const fileClaimsResponseSchema = z.object({
  /** Ids now kept (claimed by this call or before) for this shopper. */
  claimed: z.array(z.string()),
  /** Ids with no file of this shopper (never uploaded, someone else's, or removed before the order was paid). */
  missing: z.array(z.string()),
});
export type FileClaimsResponse = z.infer<typeof fileClaimsResponseSchema>;

/**
 * Body of POST /internal/files/ownership (internal, before a payment order is created). The
 * request carries the shopper's browser cookies (the uploader token, UPLOADER_COOKIE): files that
 * browser uploaded are adopted by the account; files of other accounts or browsers never are.
 */
export const fileOwnershipRequestSchema = shopperFilesSchema().extend({
  /**
   * What the files must have been uploaded as (a return's photos: `returnPhoto`, whose consent named
   * that notice); the account's files sent as something else are answered in `wrongPurpose`.
   */
  purpose: z.enum(UPLOAD_PURPOSES, { error: 'Unknown upload purpose' }).optional(),
});
export type FileOwnershipRequest = z.output<typeof fileOwnershipRequestSchema>;

/** Answer of POST /internal/files/ownership (200). */
export const fileOwnershipResponseSchema = z.object({
  /** Ids that belong to the account now. */
  owned: z.array(z.string()),
  /** Ids that do not exist or are not this shopper's (indistinguishable on purpose). */
  missing: z.array(z.string()),
  /** With a `purpose` asked: ids of the shopper's own files uploaded as something else (also in `owned`). */
  wrongPurpose: z.array(z.string()).optional(),
});
export type FileOwnershipResponse = z.infer<typeof fileOwnershipResponseSchema>;

/** Uploaded files no order claims are removed this long after their upload (the catalog keeps claimed ones for a configured number of days). */
export const UNCLAIMED_FILE_TTL_MS = UNCLAIMED_FILE_RETENTION_DAYS * 24 * 60 * 60 * 1000;
