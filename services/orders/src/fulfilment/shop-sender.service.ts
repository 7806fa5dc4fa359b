/**
 * Who the shop's parcels are from, as the shipping label prints it: the shop's legal name and address
 * from the same configuration the tax invoice reads (SHOP_LEGAL_NAME, SHOP_ADDRESS), and the phone the
 * contact page gives. Every reader goes through `from()`, so when the shop's details move to a settings
 * store only this one method changes (it is already asynchronous for that).
 */
import { Inject, Injectable } from '@nestjs/common';
import { STORE_DETAILS, type ShipFrom } from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

@Injectable()
export class ShopSender {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {}

  /** The sender of every parcel. */
  async from(): Promise<ShipFrom> {
    return { name: this.config.SHOP_LEGAL_NAME, address: this.config.SHOP_ADDRESS, phone: STORE_DETAILS.phone };
  }
}
