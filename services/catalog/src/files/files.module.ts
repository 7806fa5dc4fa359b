import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { FileStore } from './file-store';
import { FilesCleanupService } from './files-cleanup.service';
import { AdminFilesController } from './admin-files.controller';
import { FilesController } from './files.controller';
import { FilesErasure, FilesErasureController } from './files-erasure';
import { FilesService } from './files.service';
import { InternalFilesController } from './internal-files.controller';
import { MyFiles, MyFilesController } from './my-files';
import { RequesterResolver } from './requester';
import { UploadConsents } from './upload-consent';
import { UploadLimitGuard } from './upload-limit.guard';
import { UploadQuota } from './upload-quota';

/** Customisation files: private uploads with quotas, ownership checks and claims from orders, and their clean-up. */
@Module({
  imports: [StaffAuditModule.forArea('catalogue')],
  controllers: [
    FilesController,
    InternalFilesController,
    AdminFilesController,
    MyFilesController,
    FilesErasureController,
  ],
  providers: [
    FileStore,
    FilesService,
    FilesCleanupService,
    UploadLimitGuard,
    RequesterResolver,
    UploadQuota,
    UploadConsents,
    MyFiles,
    FilesErasure,
  ],
  exports: [FilesService],
})
export class FilesModule {}
