/**
 * The shop's notices go to the owner (the configuration's SHOP_NOTICE_EMAILS when set, else
 * OWNER_EMAIL, as before) and to the staff the owner ticked in the settings, read through
 * ShopSettingsClient, so a change applies within seconds.
 */
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import { ConfiguredNoticeRecipients, NoticeRecipients } from './notice-recipients';
import { ShopSettingsClient } from '../settings/shop-settings.client';

@Injectable()
export class SettingsNoticeRecipients extends NoticeRecipients {
  private readonly configured: ConfiguredNoticeRecipients;

  constructor(
    @Inject(SERVICE_CONFIG) config: OrdersConfig,
    private readonly settings: ShopSettingsClient,
  ) {
    super();
    this.configured = new ConfiguredNoticeRecipients(config);
  }

  async list(): Promise<string[]> {
    const base = (await this.configured.list()).map((email) => email.toLowerCase());
    const chosen = await this.settings.noticeRecipients();
    return [...base, ...chosen.filter((email) => !base.includes(email))];
  }
}
