import { DEFAULT_SHOP_SETTINGS, defaultGrievanceOfficer } from './shop-settings-defaults';
import {
  phoneHref,
  publicShopSettingsSchema,
  SHOP_SETTINGS_MESSAGES,
  shopAddressLine,
  shopSettingsSchema,
  whatsappHref,
} from './shop-settings';
import { shippingRupees } from './shipping-rule';

/** The messages a form would show for these values, by field path. */
function problems(values: Record<string, unknown>): Record<string, string> {
  const result = shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('shopSettingsSchema', () => {
  it("accepts today's values, which are what the shop shows now", () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(shopAddressLine(DEFAULT_SHOP_SETTINGS)).toBe('14 Big Bazaar Street, Palani, Tamil Nadu 624601');
  });

  it('refuses a GSTIN whose check character is wrong, saying so beside the GSTIN', () => {
    expect(problems({ gstin: '33ABCDE1234F1Z8' })).toEqual({ gstin: 'GSTIN has a wrong check character (a typo?)' });
    expect(problems({ gstin: '33ABCDE' })).toEqual({ gstin: 'GSTIN must be 15 characters' });
  });

  it("refuses a GSTIN of another state than the shop's", () => {
    expect(problems({ state: 'Karnataka' })).toEqual({
      gstin: SHOP_SETTINGS_MESSAGES.gstinState('33', 'Karnataka', '29'),
    });
    expect(problems({ state: 'Karnataka', gstin: '29aagcb7383j1z4' })).toEqual({});
    expect(
      shopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, state: 'Karnataka', gstin: ' 29aagcb7383j1z4 ' }).gstin,
    ).toBe('29AAGCB7383J1Z4');
  });

  it('checks the state, PIN, phones and e-mails with messages a person understands', () => {
    expect(problems({ state: 'Narnia' })).toEqual({ state: SHOP_SETTINGS_MESSAGES.state });
    expect(problems({ pin: '62460' })).toEqual({ pin: SHOP_SETTINGS_MESSAGES.pin });
    expect(problems({ phone: '12345' })).toEqual({ phone: SHOP_SETTINGS_MESSAGES.phone });
    expect(problems({ whatsapp: 'call me' })).toEqual({ whatsapp: SHOP_SETTINGS_MESSAGES.whatsapp });
    expect(problems({ email: 'care@shop' })).toEqual({ email: SHOP_SETTINGS_MESSAGES.email });
    expect(problems({ legalName: '  ' })).toEqual({ legalName: SHOP_SETTINGS_MESSAGES.legalName });
  });

  it('takes fees in whole rupees from 0, and a return window of 0 to 30 days', () => {
    expect(problems({ shippingFeeRupees: -1 })).toEqual({ shippingFeeRupees: SHOP_SETTINGS_MESSAGES.shippingFee });
    expect(problems({ shippingFeeRupees: 99.5 })).toEqual({ shippingFeeRupees: SHOP_SETTINGS_MESSAGES.shippingFee });
    expect(problems({ shippingFeeRupees: 0, freeShippingThresholdRupees: 5000 })).toEqual({});
    expect(problems({ freeShippingThresholdRupees: -5 })).toEqual({
      freeShippingThresholdRupees: SHOP_SETTINGS_MESSAGES.freeShippingThreshold,
    });
    expect(problems({ returnWindowDays: 31 })).toEqual({ returnWindowDays: SHOP_SETTINGS_MESSAGES.returnWindow });
    expect(problems({ returnWindowDays: 0 })).toEqual({});
  });

  it('checks opening hours: days, 24-hour times, closing after opening', () => {
    expect(problems({ openingHours: [{ days: [], opens: '10:00', closes: '09:00' }] })).toEqual({
      'openingHours.0.days': SHOP_SETTINGS_MESSAGES.openingDays,
      'openingHours.0.closes': SHOP_SETTINGS_MESSAGES.closesAfterOpens,
    });
    expect(problems({ openingHours: [{ days: ['Monday'], opens: '9.30', closes: '18:00' }] })).toEqual({
      'openingHours.0.opens': SHOP_SETTINGS_MESSAGES.openingTime,
    });
  });

  it('keeps notice recipients as lower-case e-mail addresses, each once', () => {
    expect(
      shopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, noticeRecipients: ['Owner@Shop.in'] }).noticeRecipients,
    ).toEqual(['owner@shop.in']);
    expect(problems({ noticeRecipients: ['a@shop.in', 'not-mail'] })).toEqual({
      'noticeRecipients.1': SHOP_SETTINGS_MESSAGES.noticeRecipient,
    });
    expect(problems({ noticeRecipients: ['a@shop.in', 'A@shop.in'] })).toEqual({
      'noticeRecipients.1': SHOP_SETTINGS_MESSAGES.noticeRecipientTwice,
    });
  });

  it('names a grievance officer, by default the shop at its own contact, and checks each of their details', () => {
    expect(DEFAULT_SHOP_SETTINGS.grievanceOfficer).toEqual({
      name: DEFAULT_SHOP_SETTINGS.legalName,
      email: DEFAULT_SHOP_SETTINGS.email,
      phone: DEFAULT_SHOP_SETTINGS.phone,
    });
    expect(defaultGrievanceOfficer({ legalName: 'Shop', email: 'a@shop.in', phone: '+91 98765 43210' })).toEqual({
      name: 'Shop',
      email: 'a@shop.in',
      phone: '+91 98765 43210',
    });
    expect(problems({ grievanceOfficer: { name: ' ', email: 'nobody', phone: '123' } })).toEqual({
      'grievanceOfficer.name': SHOP_SETTINGS_MESSAGES.grievanceOfficerName,
      'grievanceOfficer.email': SHOP_SETTINGS_MESSAGES.grievanceOfficerEmail,
      'grievanceOfficer.phone': SHOP_SETTINGS_MESSAGES.grievanceOfficerPhone,
    });
    const officer = { name: ' Meena Raj ', email: 'grievance@rmj.in', phone: '+91 98765 43210' };
    expect(shopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, grievanceOfficer: officer }).grievanceOfficer).toEqual({
      ...officer,
      name: 'Meena Raj',
    });
    expect(problems({ grievanceOfficer: undefined })).toHaveProperty('grievanceOfficer');
  });

  it('leaves the notice recipients out of what anyone may read', () => {
    const open = publicShopSettingsSchema.parse({ ...DEFAULT_SHOP_SETTINGS, noticeRecipients: ['a@shop.in'] });
    expect(open).not.toHaveProperty('noticeRecipients');
    expect(open.grievanceOfficer).toEqual(DEFAULT_SHOP_SETTINGS.grievanceOfficer);
  });
});

describe('links and shipping', () => {
  it('dials and chats with the national number however it was written', () => {
    expect(phoneHref('+91 94430 12345')).toBe('tel:+919443012345');
    expect(whatsappHref('098765 43210')).toBe('https://wa.me/919876543210');
  });

  it('charges the flat fee, waived from the threshold on', () => {
    expect(shippingRupees(2000)).toBe(100);
    const rule = { shippingFeeRupees: 150, freeShippingThresholdRupees: 5000 };
    expect(shippingRupees(4999, rule)).toBe(150);
    expect(shippingRupees(5000, rule)).toBe(0);
  });
});
