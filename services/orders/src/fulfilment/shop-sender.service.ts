/**
 * Who the shop's parcels are from, as the shipping label prints it: the seller the tax invoice names
 * (the owner's settings: legal name and address) and the settings' contact phone, so a change on the
 * settings screen shows on the next label within the settings reader's few seconds.
 */
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { ShipFrom } from '@rmj/contracts';
import { ShopSettingsClient } from '../settings/shop-settings.client';

/** What staff read when the labels wait for the shop's settings. */
export const SHOP_SETTINGS_UNREAD =
  "The shop's settings could not be read from the catalog yet, so the labels have no phone number. Try again in a minute.";

@Injectable()
export class ShopSender {
  constructor(private readonly settings: ShopSettingsClient) {}

  /**
   * The sender of every parcel. Before the catalog has ever answered the shop's phone is not known:
   * a label without it cannot be handed to a courier, so the packing sheet is refused (503) and
   * staff ask again, rather than a phone number being made up.
   */
  async from(): Promise<ShipFrom> {
    const [seller, contact] = await Promise.all([this.settings.seller(), this.settings.contact()]);
    if (!contact) throw new ServiceUnavailableException(SHOP_SETTINGS_UNREAD);
    return { name: seller.legalName, address: seller.address, phone: contact.phone };
  }
}
