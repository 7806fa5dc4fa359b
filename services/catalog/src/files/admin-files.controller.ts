// GET /api/admin/files/:fileId: a customer's personalisation file or engraving proof for staff who
// read orders (the order page, the job card), whoever uploaded it, with the same headers as the
// shopper's own download. Roles are checked from the contract (readOrders); a shopper gets 403.
import { BadRequestException, Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ENDPOINTS, FILE_MESSAGES, isFileId } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Response } from 'express';
import { sendFile } from './files.controller';
import { FilesService } from './files.service';

@Controller()
export class AdminFilesController {
  constructor(private readonly files: FilesService) {}

  /** The file's bytes; 400 malformed id, 404 unknown. */
  @Endpoint(ENDPOINTS.adminFile)
  async file(@Param('fileId') fileId: string, @Res() res: Response): Promise<void> {
    if (!isFileId(fileId)) throw new BadRequestException(FILE_MESSAGES.invalidId);
    const found = await this.files.readAny(fileId);
    if (!found) throw new NotFoundException(FILE_MESSAGES.notFound);
    sendFile(res, found);
  }
}
