/**
 * Who gets the shop's notices. A port with one method, so where the list comes from can change
 * (configuration today; the owner's settings screen later) without touching the senders.
 */
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';

/** The port: the addresses a notice goes to, read each time one is sent (so a change applies to the next one). */
export abstract class NoticeRecipients {
  abstract list(): Promise<string[]>;
}

/** From configuration: SHOP_NOTICE_EMAILS, else the owner's address (OWNER_EMAIL). */
@Injectable()
export class ConfiguredNoticeRecipients extends NoticeRecipients {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: OrdersConfig) {
    super();
  }

  list(): Promise<string[]> {
    const listed = this.config.SHOP_NOTICE_EMAILS;
    return Promise.resolve(listed.length > 0 ? [...listed] : [this.config.OWNER_EMAIL]);
  }
}
