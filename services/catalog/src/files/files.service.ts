// Storing uploads (type from the content, images re-encoded, names cleaned), reading them back,
// and claims from orders. The HTTP details live in the controllers.
import { HttpException, HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  FILE_MESSAGES,
  UPLOAD_CONTENT_TYPES,
  type FileClaimsResponse,
  type UploadContentType,
  type UploadResponse,
} from '@rmj/contracts';
import type { Readable } from 'node:stream';
import { FileStore, type StoredFile } from './file-store';
import { cleanFileName } from './helpers/clean-file-name';
import { detectFileType, isImageType } from './helpers/detect-file-type';
import { sanitiseImage, UnreadableImageError } from './helpers/sanitise-image';

/** What the controller passes on from multer. */
export interface IncomingFile {
  originalname: string;
  buffer: Buffer;
  size: number;
}

/** A stored file ready to stream. */
export interface FileDownload {
  file: StoredFile;
  contentType: UploadContentType;
  stream: Readable;
}

const unsupported = (message: string) => new HttpException(message, HttpStatus.UNSUPPORTED_MEDIA_TYPE);

@Injectable()
export class FilesService implements OnModuleInit {
  constructor(private readonly store: FileStore) {}

  async onModuleInit(): Promise<void> {
    try {
      await this.store.ensureIndexes();
    } catch (err) {
      throw new Error(`cannot build indexes of the uploads bucket: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Checks, cleans and stores one upload. 400 empty, 415 not JPEG/PNG/GIF/PDF or an undecodable image. */
  async upload(incoming: IncomingFile): Promise<UploadResponse> {
    if (incoming.size === 0) throw new HttpException(FILE_MESSAGES.empty, HttpStatus.BAD_REQUEST);
    const type = detectFileType(incoming.buffer);
    if (!type) throw unsupported(FILE_MESSAGES.unsupportedType);
    let content = incoming.buffer;
    if (isImageType(type)) {
      try {
        content = await sanitiseImage(content, type);
      } catch (error) {
        if (error instanceof UnreadableImageError) throw unsupported(FILE_MESSAGES.unreadableImage);
        throw error;
      }
    }
    const name = cleanFileName(incoming.originalname, type);
    const fileId = await this.store.save(content, name, type);
    return { success: true, fileId, name, type, size: content.length };
  }

  /** The file and a stream of its bytes, or null when no file has that id. */
  async download(fileId: string): Promise<FileDownload | null> {
    const file = await this.store.find(fileId);
    const contentType = file?.metadata?.contentType;
    // A document without a known type was not written by upload(): never serve it.
    if (!file || !contentType || !UPLOAD_CONTENT_TYPES.includes(contentType)) return null;
    return { file, contentType, stream: this.store.open(fileId) };
  }

  /** Marks the files as referenced by an order (the first claim's time is kept); reports unknown ids. */
  async claim(fileIds: string[], now = new Date()): Promise<FileClaimsResponse> {
    const ids = [...new Set(fileIds)];
    await this.store.files().updateMany({ _id: { $in: ids }, 'metadata.claimedAt': { $exists: false } }, { $set: { 'metadata.claimedAt': now } });
    const found = await this.store.files().find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray();
    const present = new Set(found.map((f) => f._id));
    return { claimed: ids.filter((id) => present.has(id)), missing: ids.filter((id) => !present.has(id)) };
  }
}
