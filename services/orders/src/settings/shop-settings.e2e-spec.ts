// Orders reads the shop's settings from the catalog (a stand-in here, over real HTTP): a change
// shows in a quote once the few seconds' copy is older than SHOP_SETTINGS_CACHE_MS, the last values
// keep working while the catalog is down, and before the catalog ever answers the invoice's seller
// is the configuration's (its SHOP_* variables) while the shop's contact is not known (mails go
// without it, packing labels are refused until it is).
import { ServiceUnavailableException } from '@nestjs/common';
import { SHOP_SETTINGS_CACHE_MS, quoteResponseSchema } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { startCatalogStub, type CatalogStub } from '../testing/catalog-stub';
import { createTestApp, PRODUCTS, type OrdersTestApp } from '../testing/test-app';
import { ConfiguredNoticeRecipients } from '../notices/notice-recipients';
import { SettingsNoticeRecipients } from '../notices/settings-notice-recipients';
import { ShopSender, SHOP_SETTINGS_UNREAD } from '../fulfilment/shop-sender.service';
import { ShopSettingsClient } from './shop-settings.client';

describe('shop settings read by orders', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createTestApp('shop_settings');
  });
  afterAll(() => t.close());

  const quote = async (productId: string) =>
    quoteResponseSchema.parse(
      (
        await t
          .http()
          .post('/api/orders/quote')
          .send({ items: [{ productId, quantity: 1 }] })
          .expect(200)
      ).body,
    ).pricing;

  it("prices shipping by the owner's fee and free-shipping threshold, within seconds of a change", async () => {
    const client = t.app.get(ShopSettingsClient);
    let clock = 1_000_000;
    client.now = () => clock;
    expect(await quote(PRODUCTS.ring._id)).toMatchObject({ subtotal: 2500, shipping: 100, total: 2600 });
    t.catalog.settings = {
      settings: { ...SHOP_SETTINGS_FIXTURE, shippingFeeRupees: 150, freeShippingThresholdRupees: 10_000 },
      version: 2,
    };
    // Within the period the copy answers; after it, the change.
    expect(await quote(PRODUCTS.ring._id)).toMatchObject({ shipping: 100 });
    clock += SHOP_SETTINGS_CACHE_MS;
    expect(await quote(PRODUCTS.ring._id)).toMatchObject({ shipping: 150, total: 2650 });
    expect(await quote(PRODUCTS.pendant._id)).toMatchObject({ subtotal: 12000, shipping: 0, total: 12000 });
  });
});

describe('ShopSettingsClient', () => {
  let catalog: CatalogStub;
  let t: OrdersTestApp;
  beforeAll(async () => {
    catalog = await startCatalogStub([]);
    t = await createTestApp('shop_settings_client');
  });
  afterAll(async () => {
    await t.close();
    await catalog.close();
  });

  const clientOf = (url: string) => {
    const client = new ShopSettingsClient({ ...t.config, CATALOG_URL: url });
    let clock = 0;
    client.now = () => clock;
    return { client, later: () => (clock += SHOP_SETTINGS_CACHE_MS) };
  };

  it("takes the invoice's seller from the settings, and keeps the last values while the catalog is down", async () => {
    catalog.settings = {
      settings: { ...SHOP_SETTINGS_FIXTURE, legalName: 'RMJ Silver Works LLP', city: 'Dindigul', pin: '624001' },
      version: 5,
    };
    const { client, later } = clientOf(catalog.url);
    const seller = await client.seller();
    expect(seller).toEqual({
      legalName: 'RMJ Silver Works LLP',
      address: '14 Big Bazaar Street, Dindigul, Tamil Nadu 624001',
      gstin: '33ABCDE1234F1Z7',
      state: 'Tamil Nadu',
      stateCode: '33',
    });
    const reads = catalog.settingsReads;
    await client.seller();
    expect(catalog.settingsReads).toBe(reads);
    catalog.down = true;
    later();
    expect(await client.seller()).toEqual(seller);
    catalog.down = false;
  });

  it("uses the configuration's seller and today's shipping before the catalog has ever answered", async () => {
    const { client } = clientOf('http://127.0.0.1:9');
    expect(await client.seller()).toMatchObject({
      legalName: t.config.SHOP_LEGAL_NAME,
      address: t.config.SHOP_ADDRESS,
    });
    expect(await client.shippingRule()).toEqual({ shippingFeeRupees: 100, freeShippingThresholdRupees: null });
    expect(await client.noticeRecipients()).toEqual([]);
    // No shop contact of its own: mails go without their contact line, labels wait (below).
    expect(await client.contact()).toBeUndefined();
  });

  it('refuses the packing labels with a clear 503 until the catalog has answered once, then prints them', async () => {
    catalog.settings = { settings: SHOP_SETTINGS_FIXTURE, version: 1 };
    catalog.down = true;
    const { client, later } = clientOf(catalog.url);
    const sender = new ShopSender(client);
    const refused = await sender.from().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ServiceUnavailableException);
    expect((refused as ServiceUnavailableException).message).toBe(SHOP_SETTINGS_UNREAD);
    catalog.down = false;
    later();
    expect(await sender.from()).toEqual({
      name: SHOP_SETTINGS_FIXTURE.legalName,
      address: '14 Big Bazaar Street, Palani, Tamil Nadu 624601',
      phone: SHOP_SETTINGS_FIXTURE.phone,
    });
  });
});

describe('notice recipients from the settings', () => {
  let catalog: CatalogStub;
  let t: OrdersTestApp;
  beforeAll(async () => {
    catalog = await startCatalogStub([]);
    t = await createTestApp('shop_settings_notices');
  });
  afterAll(async () => {
    await t.close();
    await catalog.close();
  });

  it('are the owner (or the configured list) and the staff ticked in the settings', async () => {
    catalog.settings = {
      settings: { ...SHOP_SETTINGS_FIXTURE, noticeRecipients: ['meera@shop.in', t.config.OWNER_EMAIL.toLowerCase()] },
      version: 2,
    };
    const settings = new ShopSettingsClient({ ...t.config, CATALOG_URL: catalog.url });
    const recipients = new SettingsNoticeRecipients(t.config, settings);
    expect(await recipients.list()).toEqual([t.config.OWNER_EMAIL.toLowerCase(), 'meera@shop.in']);
    const listed = { ...t.config, SHOP_NOTICE_EMAILS: ['shop@shop.in'] };
    expect(await new SettingsNoticeRecipients(listed, settings).list()).toEqual([
      'shop@shop.in',
      'meera@shop.in',
      t.config.OWNER_EMAIL.toLowerCase(),
    ]);
    const unreachable = new ShopSettingsClient({ ...t.config, CATALOG_URL: 'http://127.0.0.1:9' });
    expect(await new SettingsNoticeRecipients(t.config, unreachable).list()).toEqual(
      await new ConfiguredNoticeRecipients(t.config).list(),
    );
  });
});
