/**
 * Who the shop's parcels are from, as the shipping label prints it: the seller the tax invoice names
 * (the owner's settings: legal name and address) and the settings' contact phone, so a change on the
 * settings screen shows on the next label within the settings reader's few seconds.
 */
import { Injectable } from '@nestjs/common';
import type { ShipFrom } from '@rmj/contracts';
import { ShopSettingsClient } from '../settings/shop-settings.client';

@Injectable()
export class ShopSender {
  constructor(private readonly settings: ShopSettingsClient) {}

  /** The sender of every parcel. */
  async from(): Promise<ShipFrom> {
    const [seller, contact] = await Promise.all([this.settings.seller(), this.settings.contact()]);
    return { name: seller.legalName, address: seller.address, phone: contact.phone };
  }
}
