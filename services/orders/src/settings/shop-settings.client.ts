/**
 * The shop's settings as orders reads them: from the catalog's internal endpoint, kept for
 * SHOP_SETTINGS_CACHE_MS so a change shows within seconds and a busy checkout asks about once per
 * period. When the catalog cannot answer, the last values read are used, and before any were read,
 * the configuration's seller (SHOP_* variables, now only first-run defaults) and the contract's
 * defaults: an invoice or a price never waits on the catalog being up.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_SHOP_SETTINGS,
  gstStateCodeOf,
  SHOP_SETTINGS_CACHE_MS,
  shopAddressLine,
  shopSettingsRecordSchema,
  type NoticeRecipients,
  type ShippingRule,
  type ShopSettings,
} from '@rmj/contracts';
import { internalServiceHeaders, SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import type { InvoiceSeller } from '../invoices/invoice-content';

/** How long one read may take before the last known values are used instead. */
const READ_TIMEOUT_MS = 2_000;

/** Where the values came from. */
type Source = { settings: ShopSettings; fromCatalog: boolean };

@Injectable()
export class ShopSettingsClient {
  private readonly logger = new Logger(ShopSettingsClient.name);
  private last?: Source;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading?: Promise<Source>;
  /** The clock (tests move it). */
  now: () => number = Date.now;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** The settings: kept for SHOP_SETTINGS_CACHE_MS, then read again (one read at a time). */
  async current(): Promise<Source> {
    if (this.last && this.now() - this.readAt < SHOP_SETTINGS_CACHE_MS) return this.last;
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** The seller on tax invoices: the settings', or the configuration's until the catalog has answered once. */
  async seller(): Promise<InvoiceSeller> {
    const { settings, fromCatalog } = await this.current();
    if (!fromCatalog) {
      const { SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN, SHOP_STATE } = this.config;
      return sellerOf(SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN, SHOP_STATE);
    }
    return sellerOf(settings.legalName, shopAddressLine(settings), settings.gstin, settings.state);
  }

  /** The shipping fee and free-shipping threshold. */
  async shippingRule(): Promise<ShippingRule> {
    const { settings } = await this.current();
    return {
      shippingFeeRupees: settings.shippingFeeRupees,
      freeShippingThresholdRupees: settings.freeShippingThresholdRupees,
    };
  }

  /** Staff e-mail addresses that receive the shop's notices (empty until the catalog has answered). */
  async noticeRecipients(): Promise<NoticeRecipients> {
    return (await this.current()).settings.noticeRecipients;
  }

  private async read(): Promise<Source> {
    try {
      const res = await fetch(`${this.config.CATALOG_URL}/internal/settings`, {
        headers: internalServiceHeaders(this.config),
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

function sellerOf(legalName: string, address: string, gstin: string, state: string): InvoiceSeller {
  return { legalName, address, gstin, state, stateCode: gstStateCodeOf(state) ?? gstin.slice(0, 2) };
}
