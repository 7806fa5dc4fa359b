/**
 * The shop's settings as orders reads them: nest-common's ShopSettingsReader (the catalog's internal
 * endpoint, kept SHOP_SETTINGS_CACHE_MS, the last values read when the catalog cannot answer), with
 * what orders takes from them. Before the catalog has answered once, the seller is the configuration's
 * (SHOP_* variables, now only first-run defaults): an invoice or a price never waits on the catalog.
 */
import { Inject, Injectable } from '@nestjs/common';
import { gstStateCodeOf, shopAddressLine, type NoticeRecipients, type ShippingRule } from '@rmj/contracts';
import { SERVICE_CONFIG, ShopSettingsReader } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import type { InvoiceSeller } from '../invoices/invoice-content';

@Injectable()
export class ShopSettingsClient extends ShopSettingsReader {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    super(config);
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
}

function sellerOf(legalName: string, address: string, gstin: string, state: string): InvoiceSeller {
  return { legalName, address, gstin, state, stateCode: gstStateCodeOf(state) ?? gstin.slice(0, 2) };
}
