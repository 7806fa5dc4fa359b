// POST /api/files (one multipart file) and GET /api/files/:fileId (the stored bytes, for those
// allowed to read them; anyone else gets the same 404 as for an unknown id).
import {
  BadRequestException,
  Controller,
  NotFoundException,
  Param,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ENDPOINTS, FILE_MESSAGES, isFileId, type UploadResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import contentDisposition from 'content-disposition';
import type { Request, Response } from 'express';
import { FilesService, type FileDownload, type IncomingFile } from './files.service';
import { RequesterResolver, setUploaderCookie } from './requester';
import { UploadLimitGuard, uploaderOf, withRetryAfter } from './upload-limit.guard';
import type { UploadForm } from './upload-consent';
import { UploadInterceptor } from './upload.interceptor';

/** A shopper's photo or fingerprint: no browser or proxy keeps a copy (the page asks again each time). */
const CACHE_CONTROL = 'private, no-store';

@Controller()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly requesters: RequesterResolver,
  ) {}

  /**
   * 201 {success, fileId, name, type, size} and the uploader cookie; 400 no/empty/several files,
   * 413 over 5 MB, 415 wrong type, 429 too many or too many bytes today, 507 the store is full.
   */
  @Endpoint(ENDPOINTS.uploadFile)
  @UseGuards(UploadLimitGuard)
  @UseInterceptors(UploadInterceptor)
  async upload(
    @UploadedFile() file: IncomingFile | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadResponse> {
    if (!file) throw new BadRequestException(FILE_MESSAGES.missing);
    try {
      const stored = await this.files.upload(file, uploaderOf(req), (req.body ?? {}) as UploadForm);
      setUploaderCookie(req, res, stored.uploaderToken);
      return stored.response;
    } catch (error) {
      withRetryAfter(res, error);
    }
  }

  /** Streams the file with its stored type; 400 malformed id, 404 unknown id or not the caller's file. */
  @Endpoint(ENDPOINTS.downloadFile)
  async download(@Param('fileId') fileId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isFileId(fileId)) throw new BadRequestException(FILE_MESSAGES.invalidId);
    const found = await this.files.download(fileId, await this.requesters.identify(req));
    if (!found) throw new NotFoundException(FILE_MESSAGES.notFound);
    sendFile(res, found);
  }
}

/**
 * Streams a stored file with the shopper's download headers (also for staff and for orders): its
 * stored type, no caching, inline only for images, and nothing on the page may run.
 */
export function sendFile(res: Response, found: FileDownload): void {
  const { file, contentType, stream } = found;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(file.length));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Images show inline (cart thumbnails); a PDF is downloaded, never rendered on the shop's origin.
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
  res.setHeader('Content-Disposition', contentDisposition(file.filename, { type: disposition }));
  res.setHeader('Cache-Control', CACHE_CONTROL);
  // Opened directly, the file is a sandboxed document with nothing allowed to run.
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  stream.once('error', (error) => res.destroy(error));
  stream.pipe(res);
}
