import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CatalogClient } from '../catalog/catalog-client';
import { CreditNotesModule } from '../credit-notes/credit-notes.module';
import { MailModule } from '../mail/mail.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { JobSlot, JobSlotSchema } from '../reconcile/job-slot.schema';
import { DailySummary } from './daily-summary.service';
import { MailOutbox } from './mail-outbox.service';
import { ShopSettingsModule } from '../settings/shop-settings.module';
import { SettingsNoticeRecipients } from './settings-notice-recipients';
import { NoticeRecipients } from './notice-recipients';
import { OutboxMail, OutboxMailSchema } from './outbox-mail.schema';
import { OrderPaidMails } from './order-paid-mails.service';
import { ShopNotices } from './shop-notices.service';

/**
 * The shop's notices (new order, shopper's cancellation, proof answer, failed refund, the daily
 * summary) and the customer's refund e-mail, all through the insert-once mail outbox. Depends on
 * nothing of orders but the Order model, so payments, fulfilment, proofs and refunds may all import it.
 * NoticeRecipients is the one seam for who is told: the owner and the staff ticked in the owner's settings.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OutboxMail.name, schema: OutboxMailSchema },
      { name: Order.name, schema: OrderSchema },
      { name: JobSlot.name, schema: JobSlotSchema },
    ]),
    MailModule,
    ShopSettingsModule,
    CreditNotesModule,
  ],
  providers: [
    MailOutbox,
    ShopNotices,
    DailySummary,
    OrderPaidMails,
    CatalogClient,
    { provide: NoticeRecipients, useClass: SettingsNoticeRecipients },
  ],
  exports: [ShopNotices, DailySummary, NoticeRecipients, MailOutbox],
})
export class NoticesModule {}
