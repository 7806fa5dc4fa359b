// GET /api/product-photos/:photoId/:file: one variant, public. Its address never changes content (a new
// photograph gets a new id), so browsers and proxies keep it for a year without asking again.
import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { CATALOG_ADMIN_MESSAGES, ENDPOINTS } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Response } from 'express';
import { PhotoStore } from './photo-store';

const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const VARIANT_FILE = /^\d{3,4}\.(avif|webp)$/;

@Controller()
export class PhotoFilesController {
  constructor(private readonly store: PhotoStore) {}

  @Endpoint(ENDPOINTS.productPhotoFile)
  async file(@Param('photoId') photoId: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    const found =
      PHOTO_ID.test(photoId) && VARIANT_FILE.test(file) ? await this.store.find(`${photoId}/${file}`) : null;
    if (!found) throw new NotFoundException(CATALOG_ADMIN_MESSAGES.photoNotFound);
    res.setHeader('Content-Type', found.metadata.contentType);
    res.setHeader('Content-Length', String(found.length));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const stream = this.store.open(found._id);
    stream.once('error', (error) => res.destroy(error));
    stream.pipe(res);
  }
}
