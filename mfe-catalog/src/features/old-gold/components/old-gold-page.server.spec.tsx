/**
 * @jest-environment node
 */
// The old-gold page rendered on the server as the render service does it: the buy-back table's
// query runs during render, and the HTML that arrives holds the rates and the form, not a spinner.
import { OLD_GOLD_MESSAGES, type BuybackTable } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { routes } from '../../../exposes/routes';
import type { OldGoldPage } from './old-gold-page';
import { fakeServerFetch, renderOnServer } from '../../../testing/render-on-server';

const { noticeRecipients: _private, ...settings } = SHOP_SETTINGS_FIXTURE;

const TABLE: BuybackTable = {
  rates: [{ purity: 'gold-916', paisePerGram: 650_000 }],
  deductionBasisPoints: 250,
  setAt: '2026-11-28T04:30:00.000Z',
};

it('arrives with the buy-back rates and the request form', async () => {
  const route = routes.find((r) => r.path === '/old-gold');
  expect(route?.clientOnly).toBeFalsy();
  const Page = (await route!.load()) as typeof OldGoldPage;

  fakeServerFetch((url) => {
    return url.endsWith('/api/old-gold/rates')
      ? TABLE
      : url.endsWith('/api/settings')
        ? { version: 1, settings }
        : { ok: true };
  });
  const html = await renderOnServer('/old-gold', <Page />);

  expect(html).toContain(OLD_GOLD_MESSAGES.title);
  expect(html).toContain('Send request');
  // The rates are on the page as the owner set them, before any script runs.
  expect(html).toMatch(/Gold 22K \(916\)<\/th><td>₹6,500(\.00)?<\/td>/);
  expect(html.replaceAll('<!-- -->', '')).toContain('less a deduction of 2.5% for melting and testing loss');
  expect(html).not.toContain('ui-spinner');
});
