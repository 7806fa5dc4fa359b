// Reads the one file of a multipart upload with multer, in memory, never more than its limit: busboy
// stops a file at the limit, multer then answers and drains the rest without keeping it. A declared
// Content-Length far over the limit is refused before a byte of the body is read (and the connection
// closed). Customisation files (5 MB), product photographs (15 MB) and catalogue CSVs (2 MB) use it.
import {
  BadRequestException,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

/** Room for the multipart boundaries and part headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export interface SingleFileRules {
  /** The form field the file comes in. */
  field: string;
  maxBytes: number;
  messages: {
    /** 413: larger than maxBytes. */
    tooLarge: string;
    /** 400: several files, or another field name. */
    oneFileOnly: string;
    /** 400: no file, or a malformed multipart body. */
    missing: string;
  };
}

/** An interceptor class reading `rules.field` into `@UploadedFile()`. */
export function singleFileInterceptor(rules: SingleFileRules): Type<NestInterceptor> {
  const readOneFile = multer({
    storage: multer.memoryStorage(),
    // File names are UTF-8 in every current browser; busboy's default would read them as Latin-1.
    defParamCharset: 'utf8',
    limits: { fileSize: rules.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
  }).single(rules.field);

  const toHttpError = (error: unknown): Error => {
    if (error instanceof MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(rules.messages.tooLarge);
      if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE')
        return new BadRequestException(rules.messages.oneFileOnly);
    }
    // Other multer limits and busboy's own errors: a malformed or cut-off multipart body.
    return new BadRequestException(rules.messages.missing);
  };

  class SingleFileInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      const res = http.getResponse<Response>();
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > rules.maxBytes + MULTIPART_OVERHEAD_BYTES) {
        // Close the connection after answering instead of reading megabytes only to throw them away.
        res.setHeader('Connection', 'close');
        throw new PayloadTooLargeException(rules.messages.tooLarge);
      }
      await new Promise<void>((resolve, reject) =>
        readOneFile(req, res, (error?: unknown) => (error ? reject(toHttpError(error)) : resolve())),
      );
      return next.handle();
    }
  }
  return SingleFileInterceptor;
}
