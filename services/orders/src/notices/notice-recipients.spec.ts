import type { OrdersConfig } from '../config/orders.config';
import { ConfiguredNoticeRecipients } from './notice-recipients';

const recipients = (config: Partial<OrdersConfig>) =>
  new ConfiguredNoticeRecipients({ OWNER_EMAIL: 'owner@shop.in', SHOP_NOTICE_EMAILS: [], ...config } as OrdersConfig);

it("is the owner's address when no list is configured, else the list", async () => {
  expect(await recipients({}).list()).toEqual(['owner@shop.in']);
  expect(await recipients({ SHOP_NOTICE_EMAILS: ['meera@shop.in', 'ravi@shop.in'] }).list()).toEqual([
    'meera@shop.in',
    'ravi@shop.in',
  ]);
});
