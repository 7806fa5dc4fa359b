import { screen, within } from '@testing-library/react';
import { PRIVACY_NOTICES } from '@rmj/contracts';
import { PUBLIC_SHOP_SETTINGS_FIXTURE, SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('says in full what each short notice says, with the grievance contact from the store’s details', async () => {
    installFakeFetch({ 'GET /api/settings': { body: { version: 1, settings: PUBLIC_SHOP_SETTINGS_FIXTURE } } });
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    const contact = (await screen.findByText(/Grievance Officer,/)).closest('address')!;
    const officer = SHOP_SETTINGS_FIXTURE.grievanceOfficer.email;
    for (const notice of Object.values(PRIVACY_NOTICES))
      for (const words of [notice.what, notice.why, notice.keep, notice.withdraw(officer)])
        expect(screen.getAllByText(words).length).toBeGreaterThan(0);
    expect(screen.getByText(/tax law requires us to keep for 8 years/)).toBeInTheDocument();
    // A return's photos have their own notice, apart from the customiser's photographs.
    const returnPhotos = screen.getByRole('region', { name: 'When you send photos with a return or exchange request' });
    expect(within(returnPhotos).getByText(PRIVACY_NOTICES.returnPhoto.why)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: SHOP_SETTINGS_FIXTURE.email })).toHaveAttribute(
      'href',
      `mailto:${SHOP_SETTINGS_FIXTURE.email}`,
    );
    expect(within(contact).getByRole('link', { name: SHOP_SETTINGS_FIXTURE.phone })).toBeInTheDocument();
  });

  it("gives the shop's address, phone and e-mail as the owner set them", async () => {
    const { noticeRecipients: _private, ...settings } = SHOP_SETTINGS_FIXTURE;
    installFakeFetch({
      'GET /api/settings': {
        body: {
          version: 3,
          settings: { ...settings, phone: '+91 98400 11223', email: 'help@rmj.in', city: 'Dindigul', pin: '624001' },
        },
      },
    });
    renderPage(<PrivacyPage />);
    const contact = (await screen.findByRole('link', { name: '+91 98400 11223' })).closest('address')!;
    expect(within(contact).getByRole('link', { name: '+91 98400 11223' })).toHaveAttribute('href', 'tel:+919840011223');
    expect(within(contact).getByRole('link', { name: 'help@rmj.in' })).toHaveAttribute('href', 'mailto:help@rmj.in');
    expect(contact).toHaveTextContent(
      'Grievance Officer, RMJ Jewellers, 14 Big Bazaar Street, Dindigul, Tamil Nadu 624001',
    );
    expect(screen.getByText(/RMJ Jewellers \(RMJ Jewellers, 14 Big Bazaar Street, Dindigul/)).toBeInTheDocument();
  });

  it('names no address, phone or e-mail of its own when the settings cannot be read, and points to the contact page', async () => {
    installFakeFetch({ 'GET /api/settings': { status: 503, body: { message: 'down' } } });
    renderPage(<PrivacyPage />);
    expect(await screen.findByText(/Our shop's details are not available just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText(/Grievance Officer,/)).not.toBeInTheDocument();
    expect(screen.getByText(/^RMJ Jewellers decides why and how/)).toBeInTheDocument();
    expect(screen.getAllByText(PRIVACY_NOTICES.fingerprint.withdraw()).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(SHOP_SETTINGS_FIXTURE.email);
    expect(document.body).not.toHaveTextContent(SHOP_SETTINGS_FIXTURE.phone);
  });
});
