import { defaultGrievanceOfficer, WEEK_DAYS } from './shop-settings-rules';
import {
  phoneHref,
  publicShopSettingsSchema,
  SHOP_SETTINGS_MESSAGES,
  shopAddressLine,
  shopSettingsSchema,
  whatsappHref,
  type ShopSettings,
} from './shop-settings';
import { shippingRupees } from './shipping-rule';

// An example shop for the schema's own checks (contracts hold no shop's details: the catalog owns
// the first-run values, and other parts' tests take @rmj/catalog/testing's record).
const CONTACT = { legalName: 'Example Silver Works', email: 'care@example.in', phone: '+91 98765 43210' };
const EXAMPLE: ShopSettings = {
  ...CONTACT,
  streetAddress: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  gstin: '29AAGCB7383J1Z4',
  whatsapp: '+91 98765 43210',
  shippingFeeRupees: 100,
  freeShippingThresholdRupees: null,
  storeHours: 'Every day 10 am to 8 pm',
  openingHours: [{ days: [...WEEK_DAYS], opens: '10:00', closes: '20:00' }],
  returnWindowDays: 7,
  noticeRecipients: [],
  grievanceOfficer: defaultGrievanceOfficer(CONTACT),
};

/** The messages a form would show for these values, by field path. */
function problems(values: Record<string, unknown>): Record<string, string> {
  const result = shopSettingsSchema.safeParse({ ...EXAMPLE, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('shopSettingsSchema', () => {
  it('accepts a complete record as it is', () => {
    expect(shopSettingsSchema.parse(EXAMPLE)).toEqual(EXAMPLE);
    expect(shopAddressLine(EXAMPLE)).toBe('1 MG Road, Bengaluru, Karnataka 560001');
  });

  it('refuses a GSTIN whose check character is wrong, saying so beside the GSTIN', () => {
    expect(problems({ gstin: '29AAGCB7383J1Z5' })).toEqual({ gstin: 'GSTIN has a wrong check character (a typo?)' });
    expect(problems({ gstin: '29AAGCB' })).toEqual({ gstin: 'GSTIN must be 15 characters' });
  });

  it("refuses a GSTIN of another state than the shop's", () => {
    expect(problems({ state: 'Tamil Nadu' })).toEqual({
      gstin: SHOP_SETTINGS_MESSAGES.gstinState('29', 'Tamil Nadu', '33'),
    });
    expect(problems({ state: 'Tamil Nadu', gstin: '33abcde1234f1z7' })).toEqual({});
    expect(shopSettingsSchema.parse({ ...EXAMPLE, state: 'Tamil Nadu', gstin: ' 33abcde1234f1z7 ' }).gstin).toBe(
      '33ABCDE1234F1Z7',
    );
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
    expect(shopSettingsSchema.parse({ ...EXAMPLE, noticeRecipients: ['Owner@Shop.in'] }).noticeRecipients).toEqual([
      'owner@shop.in',
    ]);
    expect(problems({ noticeRecipients: ['a@shop.in', 'not-mail'] })).toEqual({
      'noticeRecipients.1': SHOP_SETTINGS_MESSAGES.noticeRecipient,
    });
    expect(problems({ noticeRecipients: ['a@shop.in', 'A@shop.in'] })).toEqual({
      'noticeRecipients.1': SHOP_SETTINGS_MESSAGES.noticeRecipientTwice,
    });
  });

  it('names a grievance officer, by default the shop at its own contact, and checks each of their details', () => {
    expect(EXAMPLE.grievanceOfficer).toEqual({
      name: EXAMPLE.legalName,
      email: EXAMPLE.email,
      phone: EXAMPLE.phone,
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
    expect(shopSettingsSchema.parse({ ...EXAMPLE, grievanceOfficer: officer }).grievanceOfficer).toEqual({
      ...officer,
      name: 'Meena Raj',
    });
    expect(problems({ grievanceOfficer: undefined })).toHaveProperty('grievanceOfficer');
  });

  it('leaves the notice recipients out of what anyone may read', () => {
    const open = publicShopSettingsSchema.parse({ ...EXAMPLE, noticeRecipients: ['a@shop.in'] });
    expect(open).not.toHaveProperty('noticeRecipients');
    expect(open.grievanceOfficer).toEqual(EXAMPLE.grievanceOfficer);
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
