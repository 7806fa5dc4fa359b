// GET /api/my-files: the logged-in shopper's stored files for their copy of their data: what each
// is, when it was uploaded and will be deleted, the consent given for it, and where to fetch it
// (their own login or browser reads it there).
import { Controller, Inject, Injectable, Req } from '@nestjs/common';
import {
  ENDPOINTS,
  fileUrl,
  UNCLAIMED_FILE_TTL_MS,
  UPLOAD_CONTENT_TYPES,
  type MyFile,
  type MyFilesResponse,
} from '@rmj/contracts';
import { Endpoint, type AuthedRequest } from '@rmj/nest-common';
import { FileStore } from './file-store';
import { UploadConsents } from './upload-consent';

@Injectable()
export class MyFiles {
  constructor(
    @Inject(FileStore) private readonly store: FileStore,
    @Inject(UploadConsents) private readonly consents: UploadConsents,
  ) {}

  /** The account's files, newest first. */
  async of(userId: string): Promise<MyFilesResponse> {
    const files = await this.store.files().find({ 'metadata.owner': userId }).sort({ uploadDate: -1 }).toArray();
    const consents = new Map((await this.consents.forFiles(files.map((f) => f._id))).map((c) => [c._id, c] as const));
    const rows: MyFile[] = [];
    for (const file of files) {
      const { contentType, purpose, keepUntil } = file.metadata ?? {};
      if (!contentType || !UPLOAD_CONTENT_TYPES.includes(contentType)) continue;
      const unclaimedUntil = new Date(file.uploadDate.getTime() + UNCLAIMED_FILE_TTL_MS);
      const consent = consents.get(file._id);
      rows.push({
        fileId: file._id,
        name: file.filename,
        type: contentType,
        size: file.length,
        uploadedAt: file.uploadDate.toISOString(),
        ...(purpose ? { purpose } : {}),
        url: fileUrl(file._id),
        deleteBy: (keepUntil && keepUntil > unclaimedUntil ? keepUntil : unclaimedUntil).toISOString(),
        ...(consent
          ? { consent: { noticeVersion: consent.noticeVersion, consentedAt: consent.consentedAt.toISOString() } }
          : {}),
      });
    }
    return { success: true, files: rows };
  }
}

@Controller()
export class MyFilesController {
  constructor(private readonly files: MyFiles) {}

  @Endpoint(ENDPOINTS.myFiles)
  mine(@Req() req: AuthedRequest): Promise<MyFilesResponse> {
    return this.files.of(req.user!.sub);
  }
}
