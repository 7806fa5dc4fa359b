/**
 * What follows a move for the customer, as OrderMoved subscribers of the outbox: the tax invoice
 * at Shipped and the customer's e-mail (with that invoice attached). Each is safe to repeat: the
 * invoice is issued once per order by InvoicesService, and the e-mail is marked on its move
 * (`mailedAt`), so a delivery after the mail went out sends nothing.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CUSTOMER_MAIL_STATES, isEmailAddress, ORDER_STATE } from '@rmj/contracts';
import { SERVICE_CONFIG, SmtpMailer, setFields, type MailAttachment } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { InvoicesService } from '../invoices/invoices.service';
import { orderMoveMail } from '../mail/order-move-mail';
import { Order } from '../orders/order.schema';
import { Outbox } from '../outbox/outbox.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { OrderMoveRecord } from './order-move.schema';

@Injectable()
export class MoveMails implements OnModuleInit {
  constructor(
    @InjectModel(OrderMoveRecord.name) private readonly moves: Model<OrderMoveRecord>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly outbox: Outbox,
    private readonly invoices: InvoicesService,
    private readonly mailer: SmtpMailer,
    private readonly settings: ShopSettingsClient,
  ) {}

  onModuleInit(): void {
    this.outbox.on('OrderMoved', 'tax-invoice', async (_payload, moveId) => {
      const found = await this.moveAndOrder(moveId);
      if (found?.record.to === ORDER_STATE.shipped) await this.invoices.issueFor(found.order);
    });
    this.outbox.on('OrderMoved', 'customer-mail', (_payload, moveId) => this.mail(moveId));
  }

  private async mail(moveId: string): Promise<void> {
    const found = await this.moveAndOrder(moveId);
    if (!found || found.record.mailedAt || !CUSTOMER_MAIL_STATES.includes(found.record.to)) return;
    const { record, order } = found;
    const content = orderMoveMail(
      order,
      record.to,
      this.config.SHOP_URL,
      await this.settings.contact(),
      record.shipment,
    );
    // An order taken by staff for a customer without an e-mail address (WhatsApp or phone only):
    // nobody to write to, and the move is done with.
    if (!content || !isEmailAddress(order.customerDetails.email)) return;
    const attachments: MailAttachment[] = [];
    if (record.to === ORDER_STATE.shipped) {
      // Issued exactly once by InvoicesService, whichever handler gets here first.
      await this.invoices.issueFor(order);
      const invoice = await this.invoices.pdfFor(order._id);
      if (!invoice) throw new Error('the tax invoice is not ready for the Shipped e-mail');
      attachments.push({ fileName: invoice.fileName, content: invoice.pdf, contentType: 'application/pdf' });
    }
    await this.mailer.send(order.customerDetails.email, { ...content, attachments });
    await setFields(this.moves, { _id: record._id }, { mailedAt: new Date() });
  }

  private async moveAndOrder(moveId: string): Promise<{ record: OrderMoveRecord; order: Order } | null> {
    const record = await this.moves.findById(moveId).lean<OrderMoveRecord>().exec();
    const order = record && (await this.orders.findById(record.orderId).lean<Order>().exec());
    return record && order ? { record, order } : null;
  }
}
