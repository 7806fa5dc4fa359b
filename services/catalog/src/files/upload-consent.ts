// Consent to a fingerprint or photograph upload: the shopper ticks it under the notice before the
// file is sent, and the upload carries the purpose and the notice's version as form fields. An
// upload that needs consent and lacks it (or names an old notice) is refused before it is decoded
// or stored; a stored one gets a record of who consented, when and to which version.
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  CONSENT_MESSAGES,
  needsConsent,
  PRIVACY_NOTICE_VERSIONS,
  UPLOAD_PURPOSES,
  type UploadContentType,
  type UploadPurpose,
} from '@rmj/contracts';
import type { Connection, mongo } from 'mongoose';

/** The collection of consents, one per consented file (`_id` is the file id). */
export const UPLOAD_CONSENTS = 'upload_consents';

/** The form fields an upload may carry besides the file. */
export interface UploadForm {
  /** What the file is for (UPLOAD_PURPOSES); missing reads as a photograph for an image, a PDF otherwise. */
  purpose?: unknown;
  /** The version of the notice the shopper consented under (PRIVACY_NOTICE_VERSIONS), when ticked. */
  consent?: unknown;
}

/** What the upload is, and the consent it carries when it needs one. */
export interface CheckedPurpose {
  purpose: UploadPurpose;
  /** The notice version consented to, for purposes that need consent. */
  noticeVersion?: string;
}

/** A recorded consent. */
export interface UploadConsentRecord {
  /** The file's id. */
  _id: string;
  purpose: UploadPurpose;
  noticeVersion: string;
  consentedAt: Date;
  /** The account, when the shopper was logged in (or adopted the file at checkout). */
  owner?: string;
  /** SHA-256 of the uploading browser's token. */
  uploader: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The upload's purpose and consent, or a 400 with the shopper's message: a fingerprint or photo
 * (any image not marked as the shop's engraving proof) needs the current notice's version.
 */
export function checkUploadPurpose(form: UploadForm, type: UploadContentType): CheckedPurpose {
  const given = text(form.purpose);
  if (given !== undefined && !(UPLOAD_PURPOSES as readonly string[]).includes(given))
    throw new BadRequestException(CONSENT_MESSAGES.invalidPurpose);
  const purpose = (given as UploadPurpose | undefined) ?? (type === 'application/pdf' ? 'pdf' : 'image');
  if (!needsConsent(purpose)) return { purpose };
  const version = text(form.consent);
  if (!version) throw new BadRequestException(CONSENT_MESSAGES.required);
  if (version !== PRIVACY_NOTICE_VERSIONS[purpose]) throw new BadRequestException(CONSENT_MESSAGES.outdated);
  return { purpose, noticeVersion: version };
}

@Injectable()
export class UploadConsents {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  collection(): mongo.Collection<UploadConsentRecord> {
    const db = this.connection.db;
    if (!db) throw new Error('the database connection is not open');
    return db.collection<UploadConsentRecord>(UPLOAD_CONSENTS);
  }

  /** Records a consent for a stored file. */
  async record(record: UploadConsentRecord): Promise<void> {
    await this.collection().insertOne(record);
  }

  /** The consents recorded for these files. */
  forFiles(fileIds: string[]): Promise<UploadConsentRecord[]> {
    return this.collection()
      .find({ _id: { $in: fileIds } })
      .toArray();
  }
}
