import { screen, within } from '@testing-library/react';
import { DEFAULT_SHOP_SETTINGS } from '@rmj/contracts';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { routes } from '../../../exposes/routes';
import { SellerPage } from './seller-page';

const { noticeRecipients: _private, ...PUBLIC_DEFAULTS } = DEFAULT_SHOP_SETTINGS;

/** The definition beside a term of the list under `heading`'s section. */
const valueOf = (list: HTMLElement, term: string) => within(list).getByText(term).nextElementSibling;

describe('SellerPage', () => {
  it("shows the seller and the grievance officer from the owner's settings", async () => {
    installFakeFetch({
      'GET /api/settings': {
        body: {
          version: 5,
          settings: {
            ...PUBLIC_DEFAULTS,
            legalName: 'RMJ Silver Works LLP',
            city: 'Dindigul',
            pin: '624001',
            gstin: '33AAGCB7383J1Z4',
            email: 'hello@rmj.in',
            grievanceOfficer: { name: 'Meena Raj', email: 'grievance@rmj.in', phone: '+91 98765 43210' },
          },
        },
      },
    });
    renderPage(<SellerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Seller information' })).toBeInTheDocument();
    expect(await screen.findByText('RMJ Silver Works LLP')).toBeInTheDocument();
    expect(screen.getByText('14 Big Bazaar Street, Dindigul, Tamil Nadu 624001')).toBeInTheDocument();
    expect(screen.getByText('33AAGCB7383J1Z4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@rmj.in' })).toHaveAttribute('href', 'mailto:hello@rmj.in');
    expect(screen.getByRole('heading', { name: 'Grievance officer' })).toBeInTheDocument();
    expect(screen.getByText('Meena Raj')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@rmj.in' })).toHaveAttribute('href', 'mailto:grievance@rmj.in');
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'Raise a grievance' })).toHaveAttribute('href', '/grievance');
  });

  it("shows today's values while the settings load, and links every policy", () => {
    installFakeFetch({});
    renderPage(<SellerPage />);
    const lists = document.querySelectorAll<HTMLElement>('dl');
    expect(valueOf(lists[0], 'GSTIN')).toHaveTextContent(DEFAULT_SHOP_SETTINGS.gstin);
    expect(valueOf(lists[1], 'Name')).toHaveTextContent(DEFAULT_SHOP_SETTINGS.grievanceOfficer.name);
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/policies#returns');
    expect(screen.getByRole('link', { name: 'Shipping and delivery' })).toHaveAttribute('href', '/policies#shipping');
  });

  it('is a catalogue route rendered on the server', () => {
    const route = routes.find((r) => r.path === '/seller');
    expect(route?.page).toBe('SellerPage');
    expect(route?.clientOnly).toBeFalsy();
  });
});
