// The back office's own addresses, written once: pages link with these, never with string literals.
// Every one lies under '/admin/*', the one prefix this remote declares (src/exposes/routes.ts).

export const ADMIN_PATHS = {
  home: '/admin',
  signIn: '/admin/sign-in',
  setup: '/admin/setup',
  staff: '/admin/staff',
  audit: '/admin/audit',
  /** The shop's settings (owner). */
  settings: '/admin/settings',
  /** The complaints desk (every staff role reads it); one complaint below it by ticket. */
  complaints: '/admin/complaints',
  /** The catalogue's product table (the catalogue feature's pages live below it). */
  catalogue: '/admin/catalogue',
  /** Customers (every staff role reads them; owner and staff add and edit); one below it by id. */
  customers: '/admin/customers',
  /** Today's metal rates (every staff role reads them, the owner sets them). */
  rates: '/admin/rates',
  /** Customers' old-gold exchange requests (every staff role reads them; owner and staff mark them). */
  oldGold: '/admin/old-gold',
  /** Draft orders staff build for a customer (every staff role reads them; owner and staff edit). */
  draftOrders: '/admin/draft-orders',
  /** The owner's reports: sales, GST for the accountant, stock (owner and support read them). */
  reports: '/admin/reports',
} as const;

/** A new draft order, for a customer already chosen when `customerId` is given (a customer's page links here). */
export const newDraftOrderPath = (customerId?: string): string =>
  `${ADMIN_PATHS.draftOrders}/new${customerId ? `?customer=${encodeURIComponent(customerId)}` : ''}`;
