import { NOTICE_POINTS, PRIVACY_NOTICES } from './privacy-notices';

describe('privacy notices: how to withdraw', () => {
  it("names the grievance officer's e-mail the page passes in, in the notices that ask to write", () => {
    expect(PRIVACY_NOTICES.fingerprint.withdraw('grievance@shop.in')).toBe(
      'Remove the file before ordering, or write to grievance@shop.in to withdraw your consent; we then delete the file (an order already in the workshop may need it to be cancelled).',
    );
    expect(PRIVACY_NOTICES.grievance.withdraw('grievance@shop.in')).toBe(
      'Write to grievance@shop.in to have your details corrected or, once the complaint is closed, erased.',
    );
  });

  it('names no e-mail of its own before the settings are read: it points to the contact page', () => {
    for (const point of NOTICE_POINTS) expect(PRIVACY_NOTICES[point].withdraw()).not.toContain('@');
    expect(PRIVACY_NOTICES.image.withdraw()).toContain('write to our grievance officer (see our Contact page)');
    expect(PRIVACY_NOTICES.grievance.withdraw()).toMatch(/^Write to our grievance officer \(see our Contact page\)/);
  });

  it('says the same to everyone where it names no one', () => {
    expect(PRIVACY_NOTICES.registration.withdraw('a@shop.in')).toBe(PRIVACY_NOTICES.registration.withdraw());
    expect(PRIVACY_NOTICES.checkout.withdraw()).toContain('Delete your account from your account page');
  });
});
