import { render, screen } from '@testing-library/react';
import { PRIVACY_NOTICES, PRIVACY_PAGE_PATH } from '@rmj/contracts/upload-rules';
import { PrivacyNotice } from './index';

describe('PrivacyNotice', () => {
  it('says what, why, how long and how to withdraw, with its version and a link to the full notice', () => {
    render(<PrivacyNotice point="fingerprint" officerEmail="grievance@shop.in" />);
    const notice = screen.getByRole('complementary', { name: 'Privacy notice' });
    const { what, why, keep, withdraw, version } = PRIVACY_NOTICES.fingerprint;
    for (const words of [what, why, keep, withdraw('grievance@shop.in')]) expect(notice).toHaveTextContent(words);
    expect(notice).toHaveTextContent('or write to grievance@shop.in to withdraw your consent');
    expect(notice).toHaveAttribute('data-notice-version', version);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', PRIVACY_PAGE_PATH);
  });

  it("names no e-mail of its own while the page has not the owner's settings", () => {
    render(<PrivacyNotice point="image" />);
    const notice = screen.getByRole('complementary', { name: 'Privacy notice' });
    expect(notice).toHaveTextContent(PRIVACY_NOTICES.image.withdraw());
    expect(notice).not.toHaveTextContent('@');
  });
});
