// The shop's physical store, once: the contact page shows it and the server-rendered pages describe it
// to search engines (JSON-LD `JewelryStore`). Free of imports but the brand, so any bundle can take it.
import { BRAND_NAME } from '../brand';

/** A day of the week as schema.org names it. */
export type SchemaDayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** One schema.org `OpeningHoursSpecification`: the days and the opening and closing times (24 h, local). */
export interface OpeningHours {
  dayOfWeek: readonly SchemaDayOfWeek[];
  opens: string;
  closes: string;
}

const EVERY_DAY: readonly SchemaDayOfWeek[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** The store: name, address, phone, e-mail and opening hours (spec: the contact page's 'Store location'). */
export const STORE_DETAILS = {
  name: BRAND_NAME,
  address: {
    streetAddress: '14 Big Bazaar Street',
    addressLocality: 'Palani',
    addressRegion: 'Tamil Nadu',
    postalCode: '624601',
    addressCountry: 'IN',
  },
  /** As people read and dial it. */
  phone: '+91 94430 12345',
  email: 'care@rmjjewellers.in',
  /** The timings as the contact page words them. */
  timings: 'Every day 10:30 am to 9:30 pm',
  openingHours: [{ dayOfWeek: EVERY_DAY, opens: '10:30', closes: '21:30' }] as readonly OpeningHours[],
  /** The embedded map of the contact page. */
  mapEmbedUrl: 'https://www.google.com/maps?q=Big+Bazaar+Street,+Palani,+Tamil+Nadu&output=embed',
} as const;
