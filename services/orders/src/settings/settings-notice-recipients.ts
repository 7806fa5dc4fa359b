/**
 * The shop's notices go to the owner and to the staff the owner ticked in the settings (read through
 * ShopSettingsClient, so a change applies within seconds). Until the catalog has answered once, the
 * configuration's list (SHOP_NOTICE_EMAILS, else the owner) as before.
 */
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import { ConfiguredNoticeRecipients, NoticeRecipients } from '../notices/notice-recipients';
import { ShopSettingsClient } from './shop-settings.client';

@Injectable()
export class SettingsNoticeRecipients extends NoticeRecipients {
  private readonly configured: ConfiguredNoticeRecipients;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly settings: ShopSettingsClient,
  ) {
    super();
    this.configured = new ConfiguredNoticeRecipients(config);
  }

  async list(): Promise<string[]> {
    const { settings, fromCatalog } = await this.settings.current();
    if (!fromCatalog) return this.configured.list();
    const owner = this.config.OWNER_EMAIL.toLowerCase();
    return [owner, ...settings.noticeRecipients.filter((email) => email !== owner)];
  }
}
