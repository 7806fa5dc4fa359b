import { render, screen } from '@testing-library/react';
import { PRIVACY_NOTICES, PRIVACY_PAGE_PATH } from '@rmj/contracts/upload-rules';
import { PrivacyNotice } from './index';

describe('PrivacyNotice', () => {
  it('says what, why, how long and how to withdraw, with its version and a link to the full notice', () => {
    render(<PrivacyNotice point="fingerprint" />);
    const notice = screen.getByRole('complementary', { name: 'Privacy notice' });
    const { what, why, keep, withdraw, version } = PRIVACY_NOTICES.fingerprint;
    for (const words of [what, why, keep, withdraw]) expect(notice).toHaveTextContent(words);
    expect(notice).toHaveAttribute('data-notice-version', version);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', PRIVACY_PAGE_PATH);
  });
});
