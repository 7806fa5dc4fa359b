/**
 * The shop's settings as a service reads them: from the catalog's internal endpoint, kept for
 * SHOP_SETTINGS_CACHE_MS so a change shows within seconds and a busy service asks about once per
 * period. When the catalog cannot answer, the last values read are used, and before any were read,
 * the contract's defaults: a mail or an invoice never waits on the catalog being up. One reader per
 * service (orders extends it with its seller and shipping rule; identity uses it as it is).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_SHOP_SETTINGS,
  SHOP_SETTINGS_CACHE_MS,
  shopSettingsRecordSchema,
  type ShopSettings,
} from '@rmj/contracts';
import { internalServiceHeaders } from '../auth/internal-service';
import { SERVICE_CONFIG } from '../service-config.token';

/** The variables the reader needs: where the catalog is and the token of internal calls. */
export interface ShopSettingsReaderConfig {
  CATALOG_URL: string;
  INTERNAL_SERVICE_TOKEN: string;
}

/** How long one read may take before the last known values are used instead. */
const READ_TIMEOUT_MS = 2_000;

/** The settings, and whether they came from the catalog (false: the defaults, nothing read yet). */
export interface ShopSettingsSource {
  settings: ShopSettings;
  fromCatalog: boolean;
}

/** How customers reach the shop: the contact phone, e-mail and WhatsApp number of the settings. */
export type ShopContact = Pick<ShopSettings, 'phone' | 'email' | 'whatsapp'>;

@Injectable()
export class ShopSettingsReader {
  private readonly logger = new Logger(ShopSettingsReader.name);
  private last?: ShopSettingsSource;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading?: Promise<ShopSettingsSource>;
  /** The clock (tests move it). */
  now: () => number = Date.now;

  constructor(@Inject(SERVICE_CONFIG) private readonly readerConfig: ShopSettingsReaderConfig) {}

  /** The settings: kept for SHOP_SETTINGS_CACHE_MS, then read again (one read at a time). */
  async current(): Promise<ShopSettingsSource> {
    if (this.last && this.now() - this.readAt < SHOP_SETTINGS_CACHE_MS) return this.last;
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** The shop's contact phone, e-mail and WhatsApp number (customer e-mails' footer, packing labels). */
  async contact(): Promise<ShopContact> {
    const { phone, email, whatsapp } = (await this.current()).settings;
    return { phone, email, whatsapp };
  }

  private async read(): Promise<ShopSettingsSource> {
    try {
      const res = await fetch(`${this.readerConfig.CATALOG_URL}/internal/settings`, {
        headers: internalServiceHeaders(this.readerConfig),
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`the catalog answered ${res.status}`);
      this.last = { settings: shopSettingsRecordSchema.parse(await res.json()).settings, fromCatalog: true };
    } catch (err) {
      this.logger.warn(`Shop settings not read (${(err as Error).message}): using the last known values`);
      this.last ??= { settings: DEFAULT_SHOP_SETTINGS, fromCatalog: false };
    }
    // Asked again after the same period, also while the catalog is down (not on every call).
    this.readAt = this.now();
    return this.last;
  }
}
