// The draft orders area's own addresses under the back office's '/admin/draft-orders', written once.
import { ADMIN_PATHS, newDraftOrderPath } from '../../../lib/admin-paths';

export const DRAFT_PATHS = {
  list: ADMIN_PATHS.draftOrders,
  add: newDraftOrderPath,
  one: (draftId: string) => `${ADMIN_PATHS.draftOrders}/${encodeURIComponent(draftId)}`,
  /** The order a sent draft became (the orders feature's page). */
  order: (orderNumber: string) => `${ADMIN_PATHS.home}/orders/${encodeURIComponent(orderNumber)}`,
  /** A customer's page (the customers feature's). */
  customer: (customerId: string) => `${ADMIN_PATHS.customers}/${encodeURIComponent(customerId)}`,
} as const;
