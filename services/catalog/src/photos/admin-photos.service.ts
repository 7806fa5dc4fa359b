// Staff add, reorder and take off a product's photographs. Adding and taking off are an insert and a
// delete of a link (never an update of the product), so uploads in parallel all land.
import { BadRequestException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { CATALOG_ADMIN_MESSAGES, type AdminProduct } from '@rmj/contracts';
import { Metrics, METRICS, StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import type { Connection } from 'mongoose';
import { detectPhotoType } from '../files/helpers/detect-file-type';
import { CatalogueWrites } from '../products/catalogue-writes';
import { ProductViews } from '../products/product-views';
import { linkId, photoLinks, photoRecords, readProductPhotos } from './photo-records';
import { newPhotoId, PhotoStore } from './photo-store';
import { DecoderBusyError, ImageTooLargeError } from '../uploads/image-gate';
import { makePhotoVariants, PhotoTooNarrowError, PhotoUnreadableError } from './photo-variants';

const unsupported = (message: string) => new HttpException(message, HttpStatus.UNSUPPORTED_MEDIA_TYPE);

@Injectable()
export class AdminPhotosService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly views: ProductViews,
    private readonly store: PhotoStore,
    private readonly writes: CatalogueWrites,
    private readonly trail: StaffAuditTrail,
    private readonly metrics: Metrics,
  ) {}

  async add(productId: string, content: Buffer, actor: AccessClaims): Promise<AdminProduct> {
    const doc = await this.views.getDoc(productId);
    if (!detectPhotoType(content)) throw unsupported(CATALOG_ADMIN_MESSAGES.photoType);
    let made;
    try {
      made = await makePhotoVariants(content);
    } catch (error) {
      if (error instanceof PhotoTooNarrowError) throw new BadRequestException(CATALOG_ADMIN_MESSAGES.photoTooNarrow);
      if (error instanceof PhotoUnreadableError) throw unsupported(CATALOG_ADMIN_MESSAGES.photoUnreadable);
      if (error instanceof ImageTooLargeError)
        throw new HttpException(CATALOG_ADMIN_MESSAGES.photoTooManyPixels, HttpStatus.PAYLOAD_TOO_LARGE);
      if (error instanceof DecoderBusyError)
        throw new HttpException(CATALOG_ADMIN_MESSAGES.photoBusy, HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
    const id = doc._id.toString();
    const photoId = newPhotoId();
    const now = new Date();
    // Files first, then the record, then the link: a product never points at a photograph not fully stored.
    await this.store.save(photoId, made.variants);
    const bytes = made.variants.reduce((sum, v) => sum + v.data.length, 0);
    this.metrics.counter(METRICS.uploadBytes).inc({ kind: 'photo' }, bytes);
    await photoRecords(this.connection).insertOne({
      _id: photoId,
      width: made.width,
      height: made.height,
      widths: made.widths,
      placeholder: made.placeholder,
      bytes,
      createdAt: now,
      createdBy: actor.sub,
    });
    await photoLinks(this.connection).insertOne({ _id: linkId(id, photoId), productId: id, photoId, addedAt: now });
    await this.trail.record({
      actor,
      action: 'product.photo.added',
      target: { type: 'product', id, label: doc.name },
      after: { photoId, width: made.width, height: made.height },
    });
    await this.writes.committed();
    return this.views.admin(id);
  }

  /** Staff's order: every current photograph once, the main one first. */
  async reorder(productId: string, photoIds: readonly string[], actor: AccessClaims): Promise<AdminProduct> {
    const doc = await this.views.getDoc(productId);
    const id = doc._id.toString();
    const current = (await readProductPhotos(this.connection, id, doc.photoOrder ?? [])).map((p) => p.id);
    const sameSet = photoIds.length === current.length && new Set(photoIds).size === current.length;
    if (!sameSet || !photoIds.every((p) => current.includes(p)))
      throw new BadRequestException(CATALOG_ADMIN_MESSAGES.photoOrder);
    if (photoIds.some((p, i) => p !== current[i])) {
      await this.connection
        .collection('products')
        .updateOne({ _id: doc._id }, { $set: { photoOrder: [...photoIds], updatedAt: new Date() } });
      await this.trail.record({
        actor,
        action: 'product.photos.reordered',
        target: { type: 'product', id, label: doc.name },
        before: { photoIds: current },
        after: { photoIds },
      });
      await this.writes.committed();
    }
    return this.views.admin(id);
  }

  async remove(productId: string, photoId: string, actor: AccessClaims): Promise<AdminProduct> {
    const doc = await this.views.getDoc(productId);
    const id = doc._id.toString();
    const { deletedCount } = await photoLinks(this.connection).deleteOne({ _id: linkId(id, photoId) });
    if (deletedCount === 0) throw new NotFoundException(CATALOG_ADMIN_MESSAGES.photoNotFound);
    await this.trail.record({
      actor,
      action: 'product.photo.removed',
      target: { type: 'product', id, label: doc.name },
      before: { photoId },
    });
    await this.writes.committed();
    return this.views.admin(id);
  }
}
