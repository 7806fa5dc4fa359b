import { screen, within } from '@testing-library/react';
import { PUBLIC_SHOP_SETTINGS_FIXTURE as PUBLIC_DEFAULTS, SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { routes } from '../../../exposes/routes';
import { SellerPage } from './seller-page';

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

  it("shows a fresh shop's seller and officer, and links every policy", async () => {
    installFakeFetch({ 'GET /api/settings': { body: { version: 1, settings: PUBLIC_DEFAULTS } } });
    renderPage(<SellerPage />);
    await screen.findByText(SHOP_SETTINGS_FIXTURE.gstin);
    const lists = document.querySelectorAll<HTMLElement>('dl');
    expect(valueOf(lists[0], 'GSTIN')).toHaveTextContent(SHOP_SETTINGS_FIXTURE.gstin);
    expect(valueOf(lists[1], 'Name')).toHaveTextContent(SHOP_SETTINGS_FIXTURE.grievanceOfficer.name);
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/policies#returns');
    expect(screen.getByRole('link', { name: 'Shipping and delivery' })).toHaveAttribute('href', '/policies#shipping');
  });

  it('names no seller of its own when the settings cannot be read, and points to the contact page', async () => {
    installFakeFetch({ 'GET /api/settings': { status: 503, body: { message: 'down' } } });
    renderPage(<SellerPage />);
    expect(await screen.findByText(/Our shop's details are not available just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText('GSTIN')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SHOP_SETTINGS_FIXTURE.gstin);
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/policies#returns');
  });

  it('is a catalogue route rendered on the server', () => {
    const route = routes.find((r) => r.path === '/seller');
    expect(route?.page).toBe('SellerPage');
    expect(route?.clientOnly).toBeFalsy();
  });
});
