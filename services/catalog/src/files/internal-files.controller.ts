// POST /internal/files/claims: the orders service names the files a paid order references.
// Not under /api, so the gateway never forwards it; in Kubernetes only the orders service should
// reach the catalog on this path (see services/catalog/README.md).
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { fileClaimsRequestSchema, type FileClaimsRequest, type FileClaimsResponse } from '@rmj/contracts';
import { ZodValidationPipe } from '@rmj/nest-common';
import { FilesService } from './files.service';

@Controller('internal/files')
export class InternalFilesController {
  constructor(private readonly files: FilesService) {}

  /** 200 {claimed, missing}; claiming the same ids again changes nothing. */
  @Post('claims')
  @HttpCode(200)
  claim(@Body(new ZodValidationPipe(fileClaimsRequestSchema)) body: FileClaimsRequest): Promise<FileClaimsResponse> {
    return this.files.claim(body.fileIds);
  }
}
