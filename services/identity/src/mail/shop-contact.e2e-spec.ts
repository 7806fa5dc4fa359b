// Identity's account e-mails end with the shop's contact phone and e-mail as the owner set them: read
// from the catalog's /internal/settings (a stand-in here, over real HTTP, checking the service token),
// kept a few seconds, then read again; the real app, FerretDB and the mail catcher.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOP_SETTINGS_CACHE_MS, type ShopSettingsRecord } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { SERVICE_TOKEN_HEADER, ShopSettingsReader } from '@rmj/nest-common';
import request from 'supertest';
import { createTestApp, mailsTo, newClientIp, registration, type TestApp } from '../testing/test-app';

describe("account e-mails and the shop's settings", () => {
  let t: TestApp;
  let server: Server;
  let record: ShopSettingsRecord = {
    settings: { ...SHOP_SETTINGS_FIXTURE, phone: '+91 98400 11223', email: 'help@rmj.in' },
    version: 2,
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const known =
        req.url === '/internal/settings' && req.headers[SERVICE_TOKEN_HEADER] === t.config.INTERNAL_SERVICE_TOKEN;
      res.writeHead(known ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify(known ? record : { message: 'refused' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp('shop_contact_mails', {
      CATALOG_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const register = (email: string) =>
    request(t.app.getHttpServer())
      .post('/api/register')
      .set('x-forwarded-for', newClientIp())
      .send(registration(email))
      .expect(200);

  it("ends the code e-mail with the settings' phone and e-mail, and a change within seconds", async () => {
    const reader = t.app.get(ShopSettingsReader);
    let clock = Date.now();
    reader.now = () => clock;

    await register('meena@example.com');
    const [first] = await mailsTo(t.mail, 'meena@example.com');
    expect(first.text).toContain('Questions? Call +91 98400 11223 or write to help@rmj.in');
    expect(first.html).toContain('href="tel:+919840011223"');

    record = { settings: { ...record.settings, phone: '+91 98400 44556' }, version: 3 };
    clock += SHOP_SETTINGS_CACHE_MS;
    await register('kavya@example.com');
    const [second] = await mailsTo(t.mail, 'kavya@example.com');
    expect(second.text).toContain('Questions? Call +91 98400 44556 or write to help@rmj.in');
  });
});
