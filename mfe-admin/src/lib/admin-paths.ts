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
} as const;
