/**
 * What a paid order tells people: the shopper's confirmation and the shop's new-order notice, each
 * an OrderPaid subscriber of the outbox, so payments record the order without knowing who is told.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isEmailAddress } from '@rmj/contracts';
import { SERVICE_CONFIG, SmtpMailer, updateVersioned } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { orderConfirmationMail } from '../mail/order-confirmation-mail';
import { Order } from '../orders/order.schema';
import { Outbox } from '../outbox/outbox.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { ShopNotices } from './shop-notices.service';

@Injectable()
export class OrderPaidMails implements OnModuleInit {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly outbox: Outbox,
    private readonly mailer: SmtpMailer,
    private readonly settings: ShopSettingsClient,
    private readonly notices: ShopNotices,
  ) {}

  onModuleInit(): void {
    // A cash-on-delivery order placed unpaid tells the same people (its e-mail names the cash to pay).
    for (const event of ['OrderPaid', 'OrderPlaced'] as const) {
      this.outbox.on(event, 'confirmation-mail', (_payload, orderId) => this.confirm(orderId));
      this.outbox.on(event, 'new-order-notice', async (_payload, orderId) => {
        const order = await this.orders.findById(orderId).lean<Order>().exec();
        // Once per order (the mail outbox's key), however often it is delivered.
        if (order) await this.notices.newOrder(order);
      });
    }
  }

  private async confirm(orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId).lean<Order>().exec();
    // An order taken by staff for a customer without an e-mail address: nobody to write to.
    if (!order || order.confirmationSentAt || !isEmailAddress(order.customerDetails.email)) return;
    await this.mailer.send(
      order.customerDetails.email,
      orderConfirmationMail(order, this.config.SHOP_URL, await this.settings.contact()),
    );
    await updateVersioned(this.orders, order._id, () => ({ confirmationSentAt: new Date() }));
  }
}
