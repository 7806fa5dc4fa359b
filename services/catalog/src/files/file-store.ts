// Customisation files in GridFS (bucket `uploads`) through the service's mongoose connection:
// `uploads.files` holds one document per file, `uploads.chunks` its bytes in 255 KB pieces. It works
// the same on MongoDB and FerretDB, and a download streams chunk by chunk instead of loading a file.
// GridFS's own indexes are built by catalog migration 1.
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { UploadContentType, UploadPurpose } from '@rmj/contracts';
import { mongo, type Connection } from 'mongoose';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export const UPLOADS_BUCKET = 'uploads';

/** Whose a file is (GridFS `metadata`): who may read it, and whose order may claim it. */
export interface FileBinding {
  /** The account that uploaded it, or adopted it at checkout (the order's shopper). */
  owner?: string;
  /** SHA-256 of the uploader token of the browser that uploaded it. */
  uploader?: string;
}

/** What we keep about a file besides its bytes (GridFS `metadata`). */
export interface StoredFileMetadata extends FileBinding {
  /** Real content type, decided from the content. */
  contentType: UploadContentType;
  /** What the shopper sent it as (fingerprint, image, pdf) or the shop's engraving proof; older files lack it. */
  purpose?: UploadPurpose;
  /** Set once an order references the file; the unclaimed-file clean-up never removes it then. */
  claimedAt?: Date;
  /** A claimed file is removed after this date (FILES_CLAIMED_RETENTION_DAYS after its latest claim). */
  keepUntil?: Date;
}

/** A file's GridFS document. */
export interface StoredFile {
  _id: string;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata: StoredFileMetadata;
}

/** 128 random bits as 32 hex characters: ids cannot be guessed or enumerated. */
export const newFileId = (): string => randomBytes(16).toString('hex');

@Injectable()
export class FileStore {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get db(): mongo.Db {
    const db = this.connection.db;
    if (!db) throw new Error('the database connection is not open');
    return db;
  }

  private bucket(): mongo.GridFSBucket {
    return new mongo.GridFSBucket(this.db, { bucketName: UPLOADS_BUCKET });
  }

  /** The `uploads.files` collection (file documents). */
  files(): mongo.Collection<StoredFile> {
    return this.db.collection<StoredFile>(`${UPLOADS_BUCKET}.files`);
  }

  /** The `uploads.chunks` collection (file bytes). */
  chunks(): mongo.Collection<{ files_id: string }> {
    return this.db.collection<{ files_id: string }>(`${UPLOADS_BUCKET}.chunks`);
  }

  /** Writes a new file under `id` (from newFileId) with whose it is. */
  async save(
    id: string,
    content: Buffer,
    filename: string,
    contentType: UploadContentType,
    binding: FileBinding,
    purpose?: UploadPurpose,
  ): Promise<void> {
    const metadata: StoredFileMetadata = { contentType, ...binding, ...(purpose ? { purpose } : {}) };
    const upload = this.bucket().openUploadStreamWithId(id as unknown as mongo.ObjectId, filename, { metadata });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(content);
    });
  }

  /** The file's document, or null when there is none. */
  find(id: string): Promise<StoredFile | null> {
    return this.files().findOne({ _id: id });
  }

  /** Deletes a file and its bytes; a file already gone is fine. */
  async remove(id: string): Promise<void> {
    await this.files().deleteOne({ _id: id });
    await this.chunks().deleteMany({ files_id: id });
  }

  /** The file's bytes as a stream. */
  open(id: string): Readable {
    return this.bucket().openDownloadStream(id as unknown as mongo.ObjectId);
  }
}
