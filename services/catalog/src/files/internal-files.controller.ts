// The orders service's calls about a shopper's files. Not under /api, so the gateway never forwards
// them; in Kubernetes only the orders service may reach the catalog (see services/catalog/README.md).
// - POST /internal/files/ownership: before a payment order is created; the request carries the
//   shopper's Cookie header, so files that browser uploaded are adopted by the account.
// - POST /internal/files/claims: after payment; only the shopper's own files are claimed.
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import {
  fileClaimsRequestSchema,
  fileOwnershipRequestSchema,
  type FileClaimsRequest,
  type FileClaimsResponse,
  type FileOwnershipRequest,
  type FileOwnershipResponse,
} from '@rmj/contracts';
import { ZodValidationPipe } from '@rmj/nest-common';
import { FilesService } from './files.service';
import { uploaderTokenOf } from './requester';

@Controller('internal/files')
export class InternalFilesController {
  constructor(private readonly files: FilesService) {}

  /** 200 {owned, missing}: `owned` belong to the account now; the rest are gone or someone else's. */
  @Post('ownership')
  @HttpCode(200)
  ownership(
    @Body(new ZodValidationPipe(fileOwnershipRequestSchema)) body: FileOwnershipRequest,
    @Headers('cookie') cookie: string | undefined,
  ): Promise<FileOwnershipResponse> {
    return this.files.adopt(body.userId, uploaderTokenOf(cookie), body.fileIds);
  }

  /** 200 {claimed, missing}; claiming the same ids again changes nothing but the retention date. */
  @Post('claims')
  @HttpCode(200)
  claim(@Body(new ZodValidationPipe(fileClaimsRequestSchema)) body: FileClaimsRequest): Promise<FileClaimsResponse> {
    return this.files.claim(body.userId, body.fileIds);
  }
}
