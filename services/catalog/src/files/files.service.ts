// Storing uploads (type from the content, images re-encoded, names cleaned) bound to whoever
// uploaded them, reading them back for those allowed to, and the orders service's ownership checks
// and claims. The HTTP details live in the controllers.
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  FILE_MESSAGES,
  UPLOAD_CONTENT_TYPES,
  type FileClaimsResponse,
  type FileOwnershipResponse,
  type UploadContentType,
  type UploadPurpose,
  type UploadResponse,
} from '@rmj/contracts';
import { Metrics, METRICS, SERVICE_CONFIG } from '@rmj/nest-common';
import type { Readable } from 'node:stream';
import type { CatalogConfig } from '../config/catalog.config';
import { FileStore, newFileId, type FileBinding, type StoredFile } from './file-store';
import { cleanFileName } from './helpers/clean-file-name';
import { detectFileType, isImageType } from './helpers/detect-file-type';
import { sanitiseImage, UnreadableImageError } from './helpers/sanitise-image';
import {
  checkImageHeader,
  CUSTOMER_IMAGE_LIMITS,
  decodeOneAtATime,
  DecoderBusyError,
  ImageHeaderError,
  ImageTooLargeError,
} from '../uploads/image-gate';
import { newUploaderToken, uploaderKey, type Requester } from './requester';
import { checkUploadPurpose, UploadConsents, type UploadForm } from './upload-consent';
import { UploadQuota } from './upload-quota';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An upload's sender: what it proves, and the address it came from (for the per-address quota). */
export interface Uploader extends Requester {
  /** nest-common's clientKey of the request's address. */
  address: string;
}

/** A stored upload and the uploader token its browser must keep (new or renewed). */
export interface UploadResult {
  response: UploadResponse;
  uploaderToken: string;
}

/** True when the requester uploaded the file (account or browser) or owns the order that claimed it. */
export function mayRead(binding: FileBinding | undefined, who: Requester): boolean {
  if (!binding) return false;
  if (who.userId && binding.owner === who.userId) return true;
  return Boolean(who.uploaderToken && binding.uploader && binding.uploader === uploaderKey(who.uploaderToken));
}

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

/** rmj_upload_bytes_total's kind of a customer file: image (fingerprints and pictures alike) or pdf. */
const uploadKind = (type: UploadContentType) => (type === 'application/pdf' ? 'pdf' : 'image');

@Injectable()
export class FilesService {
  constructor(
    private readonly store: FileStore,
    private readonly quota: UploadQuota,
    @Inject(SERVICE_CONFIG) private readonly config: CatalogConfig,
    private readonly metrics: Metrics,
    private readonly consents: UploadConsents,
  ) {}

  /**
   * Checks, cleans and stores one upload, bound to its sender's account (when logged in) and
   * browser. 400 empty, 415 not JPEG/PNG/GIF/PDF or an undecodable image, 413 a picture over
   * CUSTOMER_IMAGE_LIMITS (read from its header, nothing decoded), 429 the sender's daily bytes are
   * used up, 507 the store of unclaimed uploads is full, 503 too many pictures waiting to be
   * decoded. A fingerprint or photo without the ticked consent (the form's `consent`, the notice's
   * version) is 400 before it is decoded. The quota is counted (at the size sent) before anything
   * is decoded, then corrected to the size stored; pictures are decoded one at a time in this process.
   */
  async upload(incoming: IncomingFile, who: Uploader, form: UploadForm = {}, now = new Date()): Promise<UploadResult> {
    if (incoming.size === 0) throw new HttpException(FILE_MESSAGES.empty, HttpStatus.BAD_REQUEST);
    const type = detectFileType(incoming.buffer);
    if (!type) throw unsupported(FILE_MESSAGES.unsupportedType);
    const { purpose, noticeVersion } = checkUploadPurpose(form, type);
    if (isImageType(type)) await this.checkHeader(incoming.buffer);
    const name = cleanFileName(incoming.originalname, type);
    const uploaderToken = who.uploaderToken ?? newUploaderToken();
    const browser = uploaderKey(uploaderToken);
    const fileId = newFileId();
    await this.quota.reserve(fileId, { userId: who.userId, browser, address: who.address }, incoming.size, now);
    // Only keys with a value: the driver would store an undefined owner as null.
    const binding: FileBinding = who.userId ? { owner: who.userId, uploader: browser } : { uploader: browser };
    let content = incoming.buffer;
    try {
      if (isImageType(type)) {
        content = await this.clean(content, type);
        if (content.length !== incoming.size) await this.quota.setBytes(fileId, content.length);
      }
      await this.store.save(fileId, content, name, type, binding, purpose);
      if (noticeVersion)
        await this.consents.record({
          _id: fileId,
          purpose,
          noticeVersion,
          consentedAt: now,
          ...binding,
          uploader: browser,
        });
    } catch (error) {
      // A file whose consent could not be recorded is not kept.
      await this.store.remove(fileId).catch(() => undefined);
      await this.quota.release(fileId);
      throw error;
    }
    await this.quota.confirm(fileId);
    this.metrics.counter(METRICS.uploadBytes).inc({ kind: uploadKind(type) }, content.length);
    return { response: { success: true, fileId, name, type, size: content.length }, uploaderToken };
  }

  /** The picture's size from its header: 413 over the limits, 415 when there is no header to read. */
  private async checkHeader(content: Buffer): Promise<void> {
    try {
      await checkImageHeader(content, CUSTOMER_IMAGE_LIMITS);
    } catch (error) {
      if (error instanceof ImageTooLargeError)
        throw new HttpException(
          error.reason === 'pixels' ? FILE_MESSAGES.imageTooManyPixels : FILE_MESSAGES.animationTooLarge,
          HttpStatus.PAYLOAD_TOO_LARGE,
        );
      if (error instanceof ImageHeaderError) throw unsupported(FILE_MESSAGES.unreadableImage);
      throw error;
    }
  }

  /** Re-encoded, one picture at a time: 415 undecodable, 503 when too many are waiting. */
  private async clean(content: Buffer, type: UploadContentType): Promise<Buffer> {
    try {
      return await decodeOneAtATime(() => sanitiseImage(content, type));
    } catch (error) {
      if (error instanceof UnreadableImageError) throw unsupported(FILE_MESSAGES.unreadableImage);
      if (error instanceof DecoderBusyError)
        throw new HttpException(FILE_MESSAGES.decoderBusy, HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
  }

  /** The file and a stream of its bytes, or null when there is no such file or `who` may not read it. */
  async download(fileId: string, who: Requester): Promise<FileDownload | null> {
    return this.read(fileId, (file) => mayRead(file.metadata, who));
  }

  /**
   * Any customer's file, whoever owns it: for staff with readOrders (the order page, the job card)
   * and for the orders service (the proof e-mail). Null when there is no such file.
   */
  async readAny(fileId: string): Promise<FileDownload | null> {
    return this.read(fileId, () => true);
  }

  private async read(fileId: string, allowed: (file: StoredFile) => boolean): Promise<FileDownload | null> {
    const file = await this.store.find(fileId);
    const contentType = file?.metadata?.contentType;
    // A document without a known type was not written by upload(): never serve it.
    if (!file || !contentType || !UPLOAD_CONTENT_TYPES.includes(contentType)) return null;
    if (!allowed(file)) return null;
    return { file, contentType, stream: this.store.open(fileId) };
  }

  /**
   * At checkout: the files the account owns, after adopting those the shopper's browser uploaded
   * (uploader token) and no account owns yet. Files of another account or browser stay missing.
   * With a `purpose` (a return's photos), the owned files uploaded as something else are named in
   * `wrongPurpose`: their consent named another notice.
   */
  async adopt(
    userId: string,
    uploaderToken: string | undefined,
    fileIds: string[],
    purpose?: UploadPurpose,
  ): Promise<FileOwnershipResponse> {
    const ids = [...new Set(fileIds)];
    if (uploaderToken) {
      await this.store
        .files()
        .updateMany(
          { _id: { $in: ids }, 'metadata.uploader': uploaderKey(uploaderToken), 'metadata.owner': { $exists: false } },
          { $set: { 'metadata.owner': userId } },
        );
    }
    const owned = await this.ownedBy(userId, ids);
    const answer = { owned: ids.filter((id) => owned.has(id)), missing: ids.filter((id) => !owned.has(id)) };
    if (!purpose) return answer;
    const fitting = await this.ownedBy(userId, ids, purpose);
    return { ...answer, wrongPurpose: answer.owned.filter((id) => !fitting.has(id)) };
  }

  /**
   * Marks the shopper's files as referenced by a paid order: the first claim's time is kept and
   * each claim keeps the file FILES_CLAIMED_RETENTION_DAYS longer. Other ids are reported missing.
   */
  async claim(userId: string, fileIds: string[], now = new Date()): Promise<FileClaimsResponse> {
    const ids = [...new Set(fileIds)];
    const files = this.store.files();
    const mine = { _id: { $in: ids }, 'metadata.owner': userId };
    const keepUntil = new Date(now.getTime() + this.config.FILES_CLAIMED_RETENTION_DAYS * DAY_MS);
    await files.updateMany(
      { ...mine, 'metadata.claimedAt': { $exists: false } },
      { $set: { 'metadata.claimedAt': now } },
    );
    await files.updateMany(
      { ...mine, $or: [{ 'metadata.keepUntil': { $exists: false } }, { 'metadata.keepUntil': { $lt: keepUntil } }] },
      { $set: { 'metadata.keepUntil': keepUntil } },
    );
    this.quota.forgetSnapshot();
    const owned = await this.ownedBy(userId, ids);
    return { claimed: ids.filter((id) => owned.has(id)), missing: ids.filter((id) => !owned.has(id)) };
  }

  /** The ids of the account's files (of this purpose, when given). */
  private async ownedBy(userId: string, ids: string[], purpose?: UploadPurpose): Promise<Set<string>> {
    const found = await this.store
      .files()
      .find(
        { _id: { $in: ids }, 'metadata.owner': userId, ...(purpose ? { 'metadata.purpose': purpose } : {}) },
        { projection: { _id: 1 } },
      )
      .toArray();
    return new Set(found.map((f) => f._id));
  }
}
