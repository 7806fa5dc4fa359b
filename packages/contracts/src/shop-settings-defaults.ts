// The shop's settings as the first run stores them (the catalog's SHOP_* variables may replace the
// seller's): the one place the shop's own details are written, until the owner changes them on the
// settings screen. Every other part reads the owner's settings and falls back to these only while
// they cannot be read. Free of zod and of imports but the brand and the shipping rule, so a page
// that only names the shop's contact (a privacy notice, the footer) downloads no schema.
import { BRAND_NAME } from './brand';
import { DEFAULT_SHIPPING_RULE } from './shipping-rule';
import type { GrievanceOfficer, ShopSettings } from './shop-settings';

/** The days of the week as schema.org names them (opening hours, JSON-LD). */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/**
 * The grievance officer until the owner names one: the shop itself, at its contact e-mail and phone
 * (settings saved before the officer existed take their own contact, not today's defaults).
 */
export function defaultGrievanceOfficer(settings: {
  legalName: string;
  email: string;
  phone: string;
}): GrievanceOfficer {
  return { name: settings.legalName, email: settings.email, phone: settings.phone };
}

const DEFAULT_CONTACT = { legalName: BRAND_NAME, email: 'care@rmjjewellers.in', phone: '+91 94430 12345' };

/** Today's values: the first run stores these (the catalog's SHOP_* variables may replace the seller's). */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  legalName: DEFAULT_CONTACT.legalName,
  streetAddress: '14 Big Bazaar Street',
  city: 'Palani',
  state: 'Tamil Nadu',
  pin: '624601',
  gstin: '33ABCDE1234F1Z7',
  phone: DEFAULT_CONTACT.phone,
  email: DEFAULT_CONTACT.email,
  whatsapp: '+91 94430 12345',
  shippingFeeRupees: DEFAULT_SHIPPING_RULE.shippingFeeRupees,
  freeShippingThresholdRupees: DEFAULT_SHIPPING_RULE.freeShippingThresholdRupees,
  storeHours: 'Every day 10:30 am to 9:30 pm',
  openingHours: [{ days: [...WEEK_DAYS], opens: '10:30', closes: '21:30' }],
  returnWindowDays: 7,
  noticeRecipients: [],
  grievanceOfficer: defaultGrievanceOfficer(DEFAULT_CONTACT),
};
