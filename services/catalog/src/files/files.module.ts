import { Module } from '@nestjs/common';
import { FileStore } from './file-store';
import { FilesCleanupService } from './files-cleanup.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { InternalFilesController } from './internal-files.controller';
import { UploadLimitGuard } from './upload-limit.guard';

/** Customisation files: upload, download, claims from orders and the clean-up of unclaimed ones. */
@Module({
  controllers: [FilesController, InternalFilesController],
  providers: [FileStore, FilesService, FilesCleanupService, UploadLimitGuard],
  exports: [FilesService],
})
export class FilesModule {}
