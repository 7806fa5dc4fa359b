/**
 * The shop's settings as orders reads them: nest-common's ShopSettingsReader (the catalog's internal
 * endpoint, kept SHOP_SETTINGS_CACHE_MS, the last values read when the catalog cannot answer), with
 * what orders takes from them. Before the catalog has answered once, the seller is the configuration's
 * (SHOP_* variables, checked at start; production refuses the development values), so a tax invoice
 * names a seller someone configured and never one invented here; the shipping rule is the contract's
 * rule and there are no notice recipients.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_SHIPPING_RULE,
  gstStateCodeOf,
  shopAddressLine,
  type NoticeRecipients,
  type ShippingRule,
} from '@rmj/contracts';
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
    const settings = await this.current();
    if (!settings) {
      const { SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN, SHOP_STATE } = this.config;
      return sellerOf(SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN, SHOP_STATE);
    }
    return sellerOf(settings.legalName, shopAddressLine(settings), settings.gstin, settings.state);
  }

  /** The shipping fee and free-shipping threshold (the contract's rule until the catalog has answered once). */
  async shippingRule(): Promise<ShippingRule> {
    const settings = await this.current();
    if (!settings) return DEFAULT_SHIPPING_RULE;
    return {
      shippingFeeRupees: settings.shippingFeeRupees,
      freeShippingThresholdRupees: settings.freeShippingThresholdRupees,
    };
  }

  /** The largest total payable in cash on delivery, whole rupees; 0 (off) until the catalog has answered or the owner sets one. */
  async codLimitRupees(): Promise<number> {
    return (await this.current())?.codLimitRupees ?? 0;
  }

  /** Days after delivery a piece may be returned (0: no returns); undefined before the catalog has answered once. */
  async returnWindowDays(): Promise<number | undefined> {
    return (await this.current())?.returnWindowDays;
  }

  /** Where returned parcels go: the seller's name and address as the settings hold them (the configuration's until then). */
  async returnAddress(): Promise<string> {
    const seller = await this.seller();
    return `${seller.legalName}, ${seller.address}`;
  }

  /** Staff e-mail addresses that receive the shop's notices (empty until the catalog has answered). */
  async noticeRecipients(): Promise<NoticeRecipients> {
    return (await this.current())?.noticeRecipients ?? [];
  }
}

function sellerOf(legalName: string, address: string, gstin: string, state: string): InvoiceSeller {
  return { legalName, address, gstin, state, stateCode: gstStateCodeOf(state) ?? gstin.slice(0, 2) };
}
