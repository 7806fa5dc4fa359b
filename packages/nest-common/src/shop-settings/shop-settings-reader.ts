/**
 * The shop's settings as a service reads them: from the catalog's internal endpoint, kept for
 * SHOP_SETTINGS_CACHE_MS so a change shows within seconds and a busy service asks about once per
 * period. When the catalog cannot answer, the last values read are used. Before the catalog has ever
 * answered there are none: the reader invents no shop details, and each caller decides (a mail
 * leaves out its contact lines; orders' invoice takes the configured seller). One reader per
 * service (orders extends it with its seller and shipping rule; identity uses it as it is).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SHOP_SETTINGS_CACHE_MS, shopSettingsRecordSchema, type ShopSettings } from '@rmj/contracts';
import { internalServiceHeaders } from '../auth/internal-service';
import { SERVICE_CONFIG } from '../service-config.token';

/** The variables the reader needs: where the catalog is and the token of internal calls. */
export interface ShopSettingsReaderConfig {
  CATALOG_URL: string;
  INTERNAL_SERVICE_TOKEN: string;
}

/** How long one read may take before the last known values are used instead. */
const READ_TIMEOUT_MS = 2_000;

/** How customers reach the shop: the contact phone, e-mail and WhatsApp number of the settings. */
export type ShopContact = Pick<ShopSettings, 'phone' | 'email' | 'whatsapp'>;

@Injectable()
export class ShopSettingsReader {
  private readonly logger = new Logger(ShopSettingsReader.name);
  private last?: ShopSettings;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading?: Promise<ShopSettings | undefined>;
  /** The clock (tests move it). */
  now: () => number = Date.now;

  constructor(@Inject(SERVICE_CONFIG) private readonly readerConfig: ShopSettingsReaderConfig) {}

  /**
   * The settings: kept for SHOP_SETTINGS_CACHE_MS, then read again (one read at a time); the last
   * values read while the catalog fails; undefined when it has never answered.
   */
  async current(): Promise<ShopSettings | undefined> {
    if (this.last && this.now() - this.readAt < SHOP_SETTINGS_CACHE_MS) return this.last;
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /**
   * The shop's contact phone, e-mail and WhatsApp number (customer e-mails' footer, packing labels),
   * or undefined before the catalog has ever answered.
   */
  async contact(): Promise<ShopContact | undefined> {
    const settings = await this.current();
    if (!settings) return undefined;
    const { phone, email, whatsapp } = settings;
    return { phone, email, whatsapp };
  }

  private async read(): Promise<ShopSettings | undefined> {
    try {
      const res = await fetch(`${this.readerConfig.CATALOG_URL}/internal/settings`, {
        headers: internalServiceHeaders(this.readerConfig),
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`the catalog answered ${res.status}`);
      this.last = shopSettingsRecordSchema.parse(await res.json()).settings;
    } catch (err) {
      const fallback = this.last ? 'using the last known values' : 'none read yet';
      this.logger.warn(`Shop settings not read (${(err as Error).message}): ${fallback}`);
    }
    // Asked again after the same period, also while the catalog is down (not on every call).
    this.readAt = this.now();
    return this.last;
  }
}
