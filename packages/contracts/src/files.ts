// Customisation files (spec sections 2, 5 and 7 "GET /api/files/{fileId}"): what a shopper
// uploads for a piece (fingerprint, image, PDF) and the engraving proof the product page renders.
// The catalog service stores them; the product pages upload them; the cart keeps their ids;
// the orders service claims the ones an order references so the clean-up keeps them.
import { z } from 'zod';
import { FILE_ID_PATTERN, UPLOAD_CONTENT_TYPES } from './upload-rules';

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

/** Error body of the files API (400, 404, 413, 415, 429). */
export interface FileErrorResponse {
  /** HTTP status. */
  statusCode: number;
  /** One of FILE_MESSAGES. */
  message: string;
}

/** Most file ids one claim may carry. */
export const MAX_CLAIM_FILE_IDS = 100;

/**
 * Body of POST /internal/files/claims (not under /api: the gateway never forwards it). The orders
 * service sends the file ids a paid order references, so the clean-up never removes them.
 */
export const fileClaimsRequestSchema = z.strictObject(
  {
    /** Ids of the order's files (uploads and proofs); duplicates are fine. */
    fileIds: z.array(fileIdSchema, { error: 'fileIds must be a list of file ids' }).min(1, 'fileIds must not be empty').max(MAX_CLAIM_FILE_IDS, `At most ${MAX_CLAIM_FILE_IDS} file ids per claim`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type FileClaimsRequest = z.output<typeof fileClaimsRequestSchema>;

/** Answer of POST /internal/files/claims (200); claiming again is harmless. */
export const fileClaimsResponseSchema = z.object({
  /** Ids now kept for good (claimed by this call or before). */
  claimed: z.array(z.string()),
  /** Ids with no stored file (never uploaded, or removed by the clean-up before the order was paid). */
  missing: z.array(z.string()),
});
export type FileClaimsResponse = z.infer<typeof fileClaimsResponseSchema>;

/** Uploaded files no order claims are removed this long after their upload. */
export const UNCLAIMED_FILE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
