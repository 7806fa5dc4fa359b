import {
  CONSENT_LABELS,
  NOTICE_POINTS,
  ORDERED_FILE_RETENTION_DAYS,
  PRIVACY_NOTICE_VERSIONS,
  PRIVACY_NOTICES,
  needsConsent,
} from './privacy-notices';

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

describe("privacy notices: a return's photos", () => {
  it('have their own notice, saying they are only to look into the request, and their own consent', () => {
    expect(NOTICE_POINTS).toContain('returnPhoto');
    expect(PRIVACY_NOTICES.returnPhoto.version).toBe(PRIVACY_NOTICE_VERSIONS.returnPhoto);
    expect(PRIVACY_NOTICES.returnPhoto.why).toMatch(/^Only to look into your return or exchange request/);
    expect(PRIVACY_NOTICES.returnPhoto.keep).toContain(`${ORDERED_FILE_RETENTION_DAYS} days after you send it`);
    expect(PRIVACY_NOTICES.returnPhoto.withdraw('grievance@shop.in')).toContain('write to grievance@shop.in');
    expect(needsConsent('returnPhoto')).toBe(true);
    expect(CONSENT_LABELS.returnPhoto).toBe('I consent to RMJ Jewellers using these photos to look into my request.');
  });

  it('no other notice says the same: each point says what it is for', () => {
    const whys = NOTICE_POINTS.filter((p) => p !== 'image' && p !== 'pdf').map((p) => PRIVACY_NOTICES[p].why);
    expect(new Set(whys).size).toBe(whys.length);
  });
});
