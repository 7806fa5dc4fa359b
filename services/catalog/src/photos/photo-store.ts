// The variants' bytes in GridFS (bucket `photo_variants`), each file's _id `<photoId>/<width>.<format>`,
// so serving one is a single _id lookup. Files are never removed: a photograph taken off a product may
// still be the picture of an old order or of a line in a shopper's cart.
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { PhotoFormat } from '@rmj/contracts';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { mongo, type Connection } from 'mongoose';
import { PHOTO_BUCKET } from './photo-records';
import type { PhotoVariant } from './photo-variants';

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** 96 random bits, URL-safe (16 characters of base64url): photo ids cannot be guessed. */
export const newPhotoId = (): string => randomBytes(12).toString('base64url');

export const variantFileId = (photoId: string, width: number, format: PhotoFormat): string =>
  `${photoId}/${width}.${format}`;

export interface VariantFile {
  _id: string;
  length: number;
  metadata: { contentType: string };
}

/** GridFS's own unique index on chunks (file and position) is built by catalog migration 1. */
@Injectable()
export class PhotoStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get db(): mongo.Db {
    const db = this.connection.db;
    if (!db) throw new Error('the database connection is not open');
    return db;
  }

  private bucket(): mongo.GridFSBucket {
    return new mongo.GridFSBucket(this.db, { bucketName: PHOTO_BUCKET });
  }

  async save(photoId: string, variants: readonly PhotoVariant[]): Promise<void> {
    for (const variant of variants) {
      const id = variantFileId(photoId, variant.width, variant.format);
      const upload = this.bucket().openUploadStreamWithId(id as unknown as mongo.ObjectId, id, {
        metadata: { contentType: PHOTO_CONTENT_TYPES[variant.format] },
      });
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(variant.data);
      });
    }
  }

  find(fileId: string): Promise<VariantFile | null> {
    return this.db.collection<VariantFile>(`${PHOTO_BUCKET}.files`).findOne({ _id: fileId });
  }

  open(fileId: string): Readable {
    return this.bucket().openDownloadStream(fileId as unknown as mongo.ObjectId);
  }
}
