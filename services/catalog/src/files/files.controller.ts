// POST /api/files (one multipart file) and GET /api/files/:fileId (the stored bytes).
import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FILE_MESSAGES, isFileId, type UploadResponse } from '@rmj/contracts';
import contentDisposition from 'content-disposition';
import type { Response } from 'express';
import { FilesService, type IncomingFile } from './files.service';
import { UploadLimitGuard } from './upload-limit.guard';
import { UploadInterceptor } from './upload.interceptor';

/** A year: a file never changes under its id. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

@Controller('api/files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  /** 201 {success, fileId, name, type, size}; 400 no/empty/several files, 413 over 5 MB, 415 wrong type, 429 too many. */
  @Post()
  @HttpCode(201)
  @UseGuards(UploadLimitGuard)
  @UseInterceptors(UploadInterceptor)
  upload(@UploadedFile() file: IncomingFile | undefined): Promise<UploadResponse> {
    if (!file) throw new BadRequestException(FILE_MESSAGES.missing);
    return this.files.upload(file);
  }

  /** Streams the file with its stored type; 400 malformed id, 404 unknown id. */
  @Get(':fileId')
  async download(@Param('fileId') fileId: string, @Res() res: Response): Promise<void> {
    if (!isFileId(fileId)) throw new BadRequestException(FILE_MESSAGES.invalidId);
    const found = await this.files.download(fileId);
    if (!found) throw new NotFoundException(FILE_MESSAGES.notFound);
    const { file, contentType, stream } = found;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', String(file.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Images show inline (cart thumbnails); a PDF is downloaded, never rendered on the shop's origin.
    const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
    res.setHeader('Content-Disposition', contentDisposition(file.filename, { type: disposition }));
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', `"${fileId}"`);
    // Opened directly, the file is a sandboxed document with nothing allowed to run.
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    stream.once('error', (error) => res.destroy(error));
    stream.pipe(res);
  }
}
