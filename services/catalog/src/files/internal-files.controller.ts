// The orders service's calls about a shopper's files. Not under /api, so the gateway never forwards
// them; in Kubernetes only the orders service may reach the catalog (see services/catalog/README.md).
// - POST /internal/files/ownership: before a payment order is created (or a return request names its
//   photos); the request carries the shopper's Cookie header, so files that browser uploaded are
//   adopted by the account, and may name the purpose the files must have been uploaded as.
// - POST /internal/files/claims: after payment; only the shopper's own files are claimed.
// - GET /internal/files/:fileId: any customer's file (the engraving proof the proof e-mail attaches).
import { BadRequestException, Body, Controller, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import {
  ENDPOINTS,
  FILE_MESSAGES,
  isFileId,
  type FileClaimsRequest,
  type FileClaimsResponse,
  type FileOwnershipRequest,
  type FileOwnershipResponse,
} from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Response } from 'express';
import { sendFile } from './files.controller';
import { FilesService } from './files.service';
import { uploaderTokenOf } from './requester';

@Controller()
export class InternalFilesController {
  constructor(private readonly files: FilesService) {}

  /**
   * 200 {owned, missing}: `owned` belong to the account now; the rest are gone or someone else's.
   * With a `purpose`, also `wrongPurpose`: the owned ones uploaded as something else.
   */
  @Endpoint(ENDPOINTS.adoptFiles)
  ownership(
    @Body() body: FileOwnershipRequest,
    @Headers('cookie') cookie: string | undefined,
  ): Promise<FileOwnershipResponse> {
    return this.files.adopt(body.userId, uploaderTokenOf(cookie), body.fileIds, body.purpose);
  }

  /** 200 {claimed, missing}; claiming the same ids again changes nothing but the retention date. */
  @Endpoint(ENDPOINTS.claimFiles)
  claim(@Body() body: FileClaimsRequest): Promise<FileClaimsResponse> {
    return this.files.claim(body.userId, body.fileIds);
  }

  /** The file's bytes with the download headers; 400 malformed id, 404 unknown. */
  @Endpoint(ENDPOINTS.internalFile)
  async file(@Param('fileId') fileId: string, @Res() res: Response): Promise<void> {
    if (!isFileId(fileId)) throw new BadRequestException(FILE_MESSAGES.invalidId);
    const found = await this.files.readAny(fileId);
    if (!found) throw new NotFoundException(FILE_MESSAGES.notFound);
    sendFile(res, found);
  }
}
