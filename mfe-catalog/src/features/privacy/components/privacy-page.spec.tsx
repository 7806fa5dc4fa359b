import { screen, within } from '@testing-library/react';
import { DEFAULT_SHOP_SETTINGS, PRIVACY_NOTICES } from '@rmj/contracts';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('says in full what each short notice says, with the grievance contact from the store’s details', () => {
    installFakeFetch({});
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    for (const notice of Object.values(PRIVACY_NOTICES))
      for (const words of [notice.what, notice.why, notice.keep, notice.withdraw])
        expect(screen.getAllByText(words).length).toBeGreaterThan(0);
    expect(screen.getByText(/tax law requires us to keep for 8 years/)).toBeInTheDocument();
    const contact = screen.getByText(/Grievance Officer,/).closest('address')!;
    expect(within(contact).getByRole('link', { name: DEFAULT_SHOP_SETTINGS.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_SHOP_SETTINGS.email}`,
    );
    expect(within(contact).getByRole('link', { name: DEFAULT_SHOP_SETTINGS.phone })).toBeInTheDocument();
  });

  it("gives the shop's address, phone and e-mail as the owner set them", async () => {
    const { noticeRecipients: _private, ...settings } = DEFAULT_SHOP_SETTINGS;
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
});
