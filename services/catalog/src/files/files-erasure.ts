// POST /internal/erasure/files: identity's call when a shopper deletes their account (service
// credential required; never routed by the gateway). Every file the account uploaded or adopted
// is deleted (its bytes too), and the consent records lose their link to the account and browser:
// what was consented to and when stays, about no one. Both steps select by the account, so asking
// again after a failure finishes the job and then changes nothing.
import { Body, Controller, Inject, Injectable, Logger } from '@nestjs/common';
import { ENDPOINTS, type ErasureRequest, type FilesErasureResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { FileStore } from './file-store';
import { UploadConsents } from './upload-consent';

@Injectable()
export class FilesErasure {
  private readonly logger = new Logger(FilesErasure.name);

  constructor(
    @Inject(FileStore) private readonly store: FileStore,
    @Inject(UploadConsents) private readonly consents: UploadConsents,
  ) {}

  async erase(userId: string): Promise<FilesErasureResponse> {
    const unlinked = await this.consents
      .collection()
      .updateMany({ owner: { $eq: userId } }, { $unset: { owner: '', uploader: '' } });
    const files = await this.store
      .files()
      .find({ 'metadata.owner': { $eq: userId } }, { projection: { _id: 1 } })
      .toArray();
    for (const file of files) await this.store.remove(file._id);
    const answer = { erased: true, files: files.length, consents: unlinked.modifiedCount } as const;
    // Counts only: nothing that names the shopper.
    this.logger.log({ msg: 'account files erased', ...answer });
    return answer;
  }
}

@Controller()
export class FilesErasureController {
  constructor(private readonly erasure: FilesErasure) {}

  @Endpoint(ENDPOINTS.eraseFiles)
  erase(@Body() body: ErasureRequest): Promise<FilesErasureResponse> {
    return this.erasure.erase(body.userId);
  }
}
