import { screen, within } from '@testing-library/react';
import { PUBLIC_SHOP_SETTINGS_FIXTURE as PUBLIC_DEFAULTS } from '@rmj/catalog/testing';
import { returnsRule } from '@rmj/contracts';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { routes } from '../../../exposes/routes';
import type { Translate } from '@rmj/i18n';
import en from '../../../i18n/en';
import type { WordKey } from '../../../i18n';
import { PoliciesPage, shippingRule } from './policies-page';

/** The English messages filled in, as the page's words provider does for these plain ones. */
const english = ((key: WordKey, values: Record<string, string> = {}) =>
  en[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name])) as Translate<WordKey>;

const section = (name: string) => screen.getByRole('region', { name });

describe('PoliciesPage', () => {
  it('words the return window and shipping charge the owner set, and says personalised pieces are not returnable', async () => {
    installFakeFetch({
      'GET /api/settings': {
        body: {
          version: 2,
          settings: {
            ...PUBLIC_DEFAULTS,
            returnWindowDays: 10,
            shippingFeeRupees: 150,
            freeShippingThresholdRupees: 5000,
          },
        },
      },
    });
    renderPage(<PoliciesPage />);
    expect(await screen.findByText(/within 10 days of delivery, unworn/)).toBeInTheDocument();
    const returns = section('Returns');
    expect(within(returns).getByText(/^Personalised pieces are not returnable/)).toBeInTheDocument();
    expect(
      within(section('Shipping and delivery')).getByText(
        'Shipping is a flat ₹150 per order, free on orders of ₹5,000 or more.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Shipping and delivery')).getByText(/within 3-5 business days/)).toHaveTextContent(
      'Customised pieces take 5-7 additional business days.',
    );
    expect(
      within(section('Refunds')).getByText(/original payment method, within 5-7 working days/),
    ).toBeInTheDocument();
    expect(within(section('Cancellation')).getByText(/within one hour \(60 minutes\) of paying/)).toBeInTheDocument();
    expect(within(section('Exchange')).getByText(/Within 10 days of delivery/)).toBeInTheDocument();
  });

  it('has an anchor for each policy, linked from its own list', async () => {
    installFakeFetch({ 'GET /api/settings': { body: { version: 1, settings: PUBLIC_DEFAULTS } } });
    renderPage(<PoliciesPage />);
    await screen.findByRole('heading', { level: 2, name: 'Returns' });
    const nav = screen.getByRole('navigation', { name: 'Policies' });
    for (const [name, id] of [
      ['Returns', 'returns'],
      ['Refunds', 'refunds'],
      ['Cancellation', 'cancellation'],
      ['Exchange', 'exchange'],
      ['Shipping and delivery', 'shipping'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      expect(screen.getByRole('heading', { level: 2, name })).toHaveAttribute('id', id);
    }
  });

  it('states no return window, fee or contact of its own when the settings cannot be read', async () => {
    installFakeFetch({ 'GET /api/settings': { status: 503, body: { message: 'down' } } });
    renderPage(<PoliciesPage />);
    expect(await screen.findByText(/Our shop's details are not available just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('navigation', { name: 'Policies' })).toBeInTheDocument();
    expect(screen.queryByText(/Shipping is a flat/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(PUBLIC_DEFAULTS.email);
  });

  it('words no returns and free or never-waived shipping', () => {
    expect(returnsRule(0)).toBe('Pieces cannot be returned once delivered.');
    expect(returnsRule(1)).toMatch(/^You may return a piece within 1 day of delivery/);
    expect(shippingRule({ shippingFeeRupees: 100, freeShippingThresholdRupees: null }, english)).toBe(
      'Shipping is a flat ₹100 per order.',
    );
    expect(shippingRule({ shippingFeeRupees: 0, freeShippingThresholdRupees: null }, english)).toBe(
      'Shipping is free on every order.',
    );
  });

  it('is a catalogue route rendered on the server', () => {
    const route = routes.find((r) => r.path === '/policies');
    expect(route?.page).toBe('PoliciesPage');
    expect(route?.clientOnly).toBeFalsy();
  });
});
