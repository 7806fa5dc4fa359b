import { BadRequestException, Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  CATALOG_ADMIN_MESSAGES,
  ENDPOINTS,
  PHOTO_MAX_BYTES,
  type AdminProduct,
  type PhotoOrderRequest,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import { StaffActor } from '../admin/staff-actor.decorator';
import { singleFileInterceptor } from '../uploads/single-file.interceptor';
import { AdminPhotosService } from './admin-photos.service';

/** The photograph of an upload: one part named `photo`, at most 15 MB (read in memory, stopped at the limit). */
const PhotoInterceptor = singleFileInterceptor({
  field: 'photo',
  maxBytes: PHOTO_MAX_BYTES,
  messages: {
    tooLarge: CATALOG_ADMIN_MESSAGES.photoTooLarge,
    oneFileOnly: CATALOG_ADMIN_MESSAGES.photoMissing,
    missing: CATALOG_ADMIN_MESSAGES.photoMissing,
  },
});

@Controller()
export class AdminPhotosController {
  constructor(private readonly photos: AdminPhotosService) {}

  /** 201 the product with its new photograph last; 400 too narrow or none, 413 over 15 MB, 415 not a photograph. */
  @Endpoint(ENDPOINTS.adminUploadPhoto)
  @UseInterceptors(PhotoInterceptor)
  upload(
    @Param('productId') productId: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @StaffActor() actor: AccessClaims,
  ): Promise<AdminProduct> {
    if (!file || file.buffer.length === 0) throw new BadRequestException(CATALOG_ADMIN_MESSAGES.photoMissing);
    return this.photos.add(productId, file.buffer, actor);
  }

  @Endpoint(ENDPOINTS.adminOrderPhotos)
  reorder(
    @Param('productId') productId: string,
    @Body() body: PhotoOrderRequest,
    @StaffActor() actor: AccessClaims,
  ): Promise<AdminProduct> {
    return this.photos.reorder(productId, body.photoIds, actor);
  }

  @Endpoint(ENDPOINTS.adminDeletePhoto)
  remove(
    @Param('productId') productId: string,
    @Param('photoId') photoId: string,
    @StaffActor() actor: AccessClaims,
  ): Promise<AdminProduct> {
    return this.photos.remove(productId, photoId, actor);
  }
}
