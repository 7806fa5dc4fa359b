import { Module } from '@nestjs/common';
import { StaffAuditModule } from '@rmj/nest-common';
import { ProductsModule } from '../products/products.module';
import { AdminPhotosController } from './admin-photos.controller';
import { AdminPhotosService } from './admin-photos.service';
import { PhotoFilesController } from './photo-files.controller';
import { PhotoStore } from './photo-store';

/** Product photographs: staff uploads (variants made with sharp) and the public variant files. */
@Module({
  imports: [ProductsModule, StaffAuditModule.forArea('catalogue')],
  controllers: [AdminPhotosController, PhotoFilesController],
  providers: [AdminPhotosService, PhotoStore],
})
export class PhotosModule {}
