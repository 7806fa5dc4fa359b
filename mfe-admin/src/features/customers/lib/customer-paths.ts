// The customers area's own addresses under the back office's '/admin/customers', written once.
import { ADMIN_PATHS } from '../../../lib/admin-paths';

export const CUSTOMER_PATHS = {
  list: ADMIN_PATHS.customers,
  add: `${ADMIN_PATHS.customers}/new`,
  one: (customerId: string) => `${ADMIN_PATHS.customers}/${encodeURIComponent(customerId)}`,
  edit: (customerId: string) => `${ADMIN_PATHS.customers}/${encodeURIComponent(customerId)}/edit`,
} as const;

/** How the screens name each kind of customer. */
export const CUSTOMER_KIND_LABELS = { account: 'Shop account', record: 'Added by staff' } as const;
