// Reads the one file of a multipart POST /api/files with multer, in memory, never more than 5 MB:
// busboy stops a file at the limit, multer then answers and drains the rest without keeping it.
// A declared Content-Length far over the limit is refused before a byte of the body is read.
import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@rmj/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

/** Room for the multipart boundaries and part headers around a 5 MB file. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The form field the file comes in. */
export const UPLOAD_FIELD = 'file';

const readOneFile = multer({
  storage: multer.memoryStorage(),
  // File names are UTF-8 in every current browser; busboy's default would read them as Latin-1.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 20 },
}).single(UPLOAD_FIELD);

function toHttpError(error: unknown): Error {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(FILE_MESSAGES.tooLarge);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE')
      return new BadRequestException(FILE_MESSAGES.oneFileOnly);
    return new BadRequestException(FILE_MESSAGES.missing);
  }
  // busboy's own errors: a malformed or cut-off multipart body.
  return new BadRequestException(FILE_MESSAGES.missing);
}

@Injectable()
export class UploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
      // Close the connection after answering instead of reading megabytes only to throw them away.
      res.setHeader('Connection', 'close');
      throw new PayloadTooLargeException(FILE_MESSAGES.tooLarge);
    }
    await new Promise<void>((resolve, reject) =>
      readOneFile(req, res, (error?: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    return next.handle();
  }
}
