/**
 * @jest-environment node
 */
// The privacy page rendered on the server as the render service does it: the settings query starts
// during render, and the final HTML holds the grievance contact as the owner set it (no defaults).
import { PRIVACY_NOTICES } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { routes } from '../../../exposes/routes';
import type { PrivacyPage } from './privacy-page';
import { fakeServerFetch, renderOnServer } from '../../../testing/render-on-server';

const { noticeRecipients: _private, ...settings } = SHOP_SETTINGS_FIXTURE;

it("is a catalogue route rendered on the server with the owner's phone and e-mail", async () => {
  const route = routes.find((r) => r.path === '/privacy');
  expect(route).toBeDefined();
  expect(route?.clientOnly).toBeFalsy();
  const Page = (await route!.load()) as typeof PrivacyPage;

  const { asked } = fakeServerFetch((url) => {
    return url.endsWith('/api/settings')
      ? { version: 7, settings: { ...settings, phone: '+91 98400 11223', email: 'help@rmj.in' } }
      : { ok: true };
  });
  const html = await renderOnServer('/privacy', <Page />);

  expect(asked).toContain('http://gateway.test/api/settings');
  expect(html).toContain('Grievance officer');
  expect(html).toContain(PRIVACY_NOTICES.fingerprint.what);
  expect(html).toContain(PRIVACY_NOTICES.returnPhoto.why);
  expect(html).toContain('href="tel:+919840011223"');
  expect(html).toContain('href="mailto:help@rmj.in"');
  expect(html).not.toContain(SHOP_SETTINGS_FIXTURE.phone);
});
