/**
 * The shop's settings, kept as one insert-once document per version in `shop_settings` (`_id` is the
 * version). FerretDB cannot compare-and-set a document, so "two owners save, the second is told"
 * rests on the `_id`: both read version n, both insert n + 1, one insert wins and the other gets
 * 409. The current settings are the highest version; before the first save they are the first-run
 * values (version 1, nothing stored). Every change goes to the staff audit trail with the changed fields.
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  changedFields,
  defaultGrievanceOfficer,
  SHOP_SETTINGS_MESSAGES,
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsRecord,
} from '@rmj/contracts';
import { type AccessClaims, insertedOnce, StaffAuditTrail } from '@rmj/nest-common';
import type { Connection, mongo } from 'mongoose';
import { FIRST_RUN_SHOP_SETTINGS } from './first-run-settings';

interface SettingsVersion {
  /** The version: 2 for the first save (1 is the defaults). */
  _id: number;
  settings: ShopSettings;
  at: Date;
  /** The staff member's e-mail. */
  by: string;
}

/** The version the defaults count as. */
const FIRST_VERSION = 1;
/** How long the version read for the catalogue's change marker is kept. */
const VERSION_MARKER_MS = 1_000;

@Injectable()
export class ShopSettingsStore {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly trail: StaffAuditTrail,
  ) {}

  private marker?: { version: number; at: number };

  /**
   * The settings' version, read at most once per VERSION_MARKER_MS (the catalogue's change marker
   * includes it, and the render service asks for that every second).
   */
  async version(): Promise<number> {
    if (this.marker && Date.now() - this.marker.at < VERSION_MARKER_MS) return this.marker.version;
    const [latest] = await this.versions
      .find({}, { projection: { _id: 1 } })
      .sort({ _id: -1 })
      .limit(1)
      .toArray();
    this.marker = { version: latest?._id ?? FIRST_VERSION, at: Date.now() };
    return this.marker.version;
  }

  private get versions(): mongo.Collection<SettingsVersion> {
    return this.connection.collection<SettingsVersion>('shop_settings') as unknown as mongo.Collection<SettingsVersion>;
  }

  /** The current settings and their version. */
  async current(): Promise<ShopSettingsRecord> {
    const [latest] = await this.versions.find({}).sort({ _id: -1 }).limit(1).toArray();
    if (!latest) return { settings: FIRST_RUN_SHOP_SETTINGS, version: FIRST_VERSION };
    // A field added after this version was saved takes its first-run value; the grievance officer takes the
    // contact saved in this version (the owner's own), not today's default contact.
    const stored = { ...FIRST_RUN_SHOP_SETTINGS, ...latest.settings };
    const settings = shopSettingsSchema.parse({
      ...stored,
      grievanceOfficer: latest.settings.grievanceOfficer ?? defaultGrievanceOfficer(stored),
    });
    return { settings, version: latest._id, updatedAt: latest.at.toISOString(), updatedBy: latest.by };
  }

  /**
   * Saves `settings` made on `version`: 409 when someone saved since; nothing new when nothing changed.
   * The values have passed the contract's schema (the endpoint's pipe).
   */
  async save(settings: ShopSettings, version: number, actor: AccessClaims): Promise<ShopSettingsRecord> {
    const now = await this.current();
    if (now.version !== version) throw new ConflictException(SHOP_SETTINGS_MESSAGES.conflict);
    const { before, after } = changedFields(now.settings, settings);
    if (Object.keys(after).length === 0) return now;
    const record: SettingsVersion = { _id: version + 1, settings, at: new Date(), by: actor.email };
    if (!(await insertedOnce(() => this.versions.insertOne(record)))) {
      throw new ConflictException(SHOP_SETTINGS_MESSAGES.conflict);
    }
    await this.trail.record({
      actor,
      action: 'settings.updated',
      target: { type: 'settings', id: 'shop', label: 'Shop settings' },
      before,
      after,
    });
    return { settings, version: record._id, updatedAt: record.at.toISOString(), updatedBy: record.by };
  }
}
