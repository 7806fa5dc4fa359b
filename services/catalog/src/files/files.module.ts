import { Inject, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { CatalogConfig } from '../config/catalog.config';
import { FileStore } from './file-store';
import { FilesCleanupService } from './files-cleanup.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';
import { InternalFilesController } from './internal-files.controller';
import { uploadRateLimit } from './upload-rate-limit';

/** Customisation files: upload, download, claims from orders and the clean-up of unclaimed ones. */
@Module({
  controllers: [FilesController, InternalFilesController],
  providers: [FileStore, FilesService, FilesCleanupService],
  exports: [FilesService],
})
export class FilesModule implements NestModule {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: CatalogConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    // Before the body is read: a client over its budget is refused without parsing its upload.
    consumer
      .apply(uploadRateLimit({ limit: this.config.FILES_UPLOAD_LIMIT, windowMs: this.config.FILES_UPLOAD_WINDOW_MS }))
      .forRoutes({ path: 'api/files', method: RequestMethod.POST });
  }
}
