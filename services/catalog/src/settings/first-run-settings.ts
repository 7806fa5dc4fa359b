/**
 * The shop's settings as the catalog's first run serves them, until the owner saves the settings
 * screen: the one place the shop's own details (seller, address, GSTIN, contact, hours) are written.
 * They are the catalog's data, not part of any contract: every other part reads the owner's settings
 * through the catalog (public GET /api/settings, internal /internal/settings) and shows or sends no
 * details of its own while it cannot.
 */
import {
  BRAND_NAME,
  DEFAULT_SHIPPING_RULE,
  defaultGrievanceOfficer,
  WEEK_DAYS,
  type ShopSettings,
} from '@rmj/contracts';

const FIRST_CONTACT = { legalName: BRAND_NAME, email: 'care@rmjjewellers.in', phone: '+91 94430 12345' };

/** What the catalog serves as version 1, and what a field added after a saved version takes. */
export const FIRST_RUN_SHOP_SETTINGS: ShopSettings = {
  legalName: FIRST_CONTACT.legalName,
  streetAddress: '14 Big Bazaar Street',
  city: 'Palani',
  state: 'Tamil Nadu',
  pin: '624601',
  gstin: '33ABCDE1234F1Z7',
  phone: FIRST_CONTACT.phone,
  email: FIRST_CONTACT.email,
  whatsapp: '+91 94430 12345',
  shippingFeeRupees: DEFAULT_SHIPPING_RULE.shippingFeeRupees,
  freeShippingThresholdRupees: DEFAULT_SHIPPING_RULE.freeShippingThresholdRupees,
  storeHours: 'Every day 10:30 am to 9:30 pm',
  openingHours: [{ days: [...WEEK_DAYS], opens: '10:30', closes: '21:30' }],
  returnWindowDays: 7,
  noticeRecipients: [],
  grievanceOfficer: defaultGrievanceOfficer(FIRST_CONTACT),
};
