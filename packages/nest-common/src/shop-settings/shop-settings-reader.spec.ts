import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOP_SETTINGS_CACHE_MS, WEEK_DAYS, type ShopSettings } from '@rmj/contracts';
import { contactFooterHtml, contactFooterLines, contactFooterText } from './contact-footer';
import { ShopSettingsReader } from './shop-settings-reader';

// The stand-in catalog's record. nest-common sits below the catalog (which owns the first-run values
// and @rmj/catalog/testing's record), so this spec describes an example shop of its own.
const CONTACT = { legalName: 'Example Silver Works', email: 'care@example.in', phone: '+91 98765 43210' };
const SETTINGS: ShopSettings = {
  ...CONTACT,
  streetAddress: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  gstin: '29AAGCB7383J1Z4',
  whatsapp: '+91 98765 43211',
  shippingFeeRupees: 100,
  freeShippingThresholdRupees: null,
  storeHours: 'Every day 10 am to 8 pm',
  openingHours: [{ days: [...WEEK_DAYS], opens: '10:00', closes: '20:00' }],
  returnWindowDays: 7,
  noticeRecipients: [],
  grievanceOfficer: { name: CONTACT.legalName, email: CONTACT.email, phone: CONTACT.phone },
};

// A stand-in catalog answering /internal/settings with whatever `answer` holds.
let server: Server;
let answer: { status: number; phone: string };
let reads = 0;
let tokens: (string | undefined)[] = [];
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    reads += 1;
    tokens.push(req.headers['x-service-token'] as string | undefined);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ version: 2, settings: { ...SETTINGS, phone: answer.phone } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reads = 0;
  tokens = [];
  answer = { status: 200, phone: '+91 98400 11223' };
});

function reader(catalogUrl = url) {
  const r = new ShopSettingsReader({ CATALOG_URL: catalogUrl, INTERNAL_SERVICE_TOKEN: 'token-of-services' });
  let clock = 1_000_000;
  r.now = () => clock;
  return { r, tick: (ms: number) => (clock += ms) };
}

it("reads the catalog's settings with the service token and keeps them for the cache period", async () => {
  const { r, tick } = reader();
  expect(await r.contact()).toEqual({
    phone: '+91 98400 11223',
    email: SETTINGS.email,
    whatsapp: SETTINGS.whatsapp,
  });
  expect(tokens.length).toBe(1);
  expect(tokens[0]).toBe('token-of-services');
  answer.phone = '+91 98400 44556';
  tick(SHOP_SETTINGS_CACHE_MS - 1);
  expect((await r.contact())?.phone).toBe('+91 98400 11223');
  tick(1);
  expect((await r.contact())?.phone).toBe('+91 98400 44556');
  expect(reads).toBe(2);
});

it('keeps the last values read while the catalog fails', async () => {
  const { r, tick } = reader();
  await r.contact();
  answer.status = 503;
  tick(SHOP_SETTINGS_CACHE_MS);
  expect(await r.current()).toMatchObject({ phone: '+91 98400 11223' });
  expect(reads).toBe(2);
});

it('knows no shop details while the catalog has never answered, and takes them once it does', async () => {
  answer.status = 503;
  const { r, tick } = reader();
  expect(await r.current()).toBeUndefined();
  expect(await r.contact()).toBeUndefined();
  expect(await reader('http://127.0.0.1:9').r.contact()).toBeUndefined();

  answer.status = 200;
  tick(SHOP_SETTINGS_CACHE_MS);
  expect(await r.contact()).toEqual({ phone: '+91 98400 11223', email: SETTINGS.email, whatsapp: SETTINGS.whatsapp });
});

it('words the customer e-mails’ footer from the contact, escaped in html', () => {
  const contact = { phone: '+91 98400 11223', email: 'help@rmj.in' };
  expect(contactFooterText(contact)).toBe('Questions? Call +91 98400 11223 or write to help@rmj.in');
  const html = contactFooterHtml({ ...contact, email: 'a<b>@rmj.in' });
  expect(html).toContain('<a href="tel:+919840011223" style="color:#86600b">+91 98400 11223</a>');
  expect(html).toContain('a&lt;b&gt;@rmj.in');
  expect(html).not.toContain('<b>');
  expect(contactFooterLines(contact)).toEqual(['Questions? Call +91 98400 11223 or write to help@rmj.in', '']);
});

it('leaves the footer out when the contact is not known', () => {
  expect(contactFooterText(undefined)).toBe('');
  expect(contactFooterHtml(undefined)).toBe('');
  expect(contactFooterLines(undefined)).toEqual([]);
});
