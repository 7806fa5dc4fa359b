// GET /api/admin/files/:fileId: a customer's personalisation file or engraving proof for staff who
// read orders (the order page, the job card), whoever uploaded it, with the same headers as the
// shopper's own download. Roles are checked from the contract (readOrders); a shopper gets 403.
// Every read of a customer's file is written to the audit trail (who, when, which file and whose),
// so the shop can account for each look at a fingerprint or a family photograph.
import { BadRequestException, Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ENDPOINTS, FILE_MESSAGES, isFileId } from '@rmj/contracts';
import { Endpoint, StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import type { Response } from 'express';
import { StaffActor } from '../admin/staff-actor.decorator';
import { sendFile } from './files.controller';
import { FilesService } from './files.service';

@Controller()
export class AdminFilesController {
  constructor(
    private readonly files: FilesService,
    private readonly trail: StaffAuditTrail,
  ) {}

  /** The file's bytes; 400 malformed id, 404 unknown. The read is audited before a byte is sent. */
  @Endpoint(ENDPOINTS.adminFile)
  async file(@Param('fileId') fileId: string, @StaffActor() actor: AccessClaims, @Res() res: Response): Promise<void> {
    if (!isFileId(fileId)) throw new BadRequestException(FILE_MESSAGES.invalidId);
    const found = await this.files.readAny(fileId);
    if (!found) throw new NotFoundException(FILE_MESSAGES.notFound);
    const { metadata } = found.file;
    try {
      await this.trail.record({
        actor,
        action: 'file.read',
        // The id is not the file's address alone: reading it still needs a staff token.
        target: { type: 'customer-file', id: fileId, label: metadata.purpose ?? metadata.contentType },
        after: { owner: metadata.owner ?? null, purpose: metadata.purpose ?? null },
      });
    } catch (error) {
      // A read nobody can account for is not served.
      found.stream.destroy();
      throw error;
    }
    sendFile(res, found);
  }
}
