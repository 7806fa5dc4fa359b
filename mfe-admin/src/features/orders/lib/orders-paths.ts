// The orders area's own addresses under the back office's '/admin/orders', written once.
import { ADMIN_PATHS } from '../../../lib/admin-paths';

const BOARD = `${ADMIN_PATHS.home}/orders`;

export const ORDERS_PATHS = {
  /** The orders board (its tab, filters and page in the query string). */
  board: BOARD,
  /** Every order in the workshop, to print their job cards in one go. */
  jobCards: `${BOARD}/job-cards`,
  /** Labels and packing slips of the orders shipped on a day (`?date=`, today by default). */
  packing: `${BOARD}/packing`,
  /** One order's page. */
  order: (orderNumber: string) => `${BOARD}/${encodeURIComponent(orderNumber)}`,
  /** One order's job cards. */
  orderJobCards: (orderNumber: string) => `${BOARD}/${encodeURIComponent(orderNumber)}/job-card`,
  /** One order's label and packing slip. */
  orderPacking: (orderNumber: string) => `${BOARD}/${encodeURIComponent(orderNumber)}/packing`,
  /** Route patterns (src/exposes/routes.ts). */
  patterns: {
    board: BOARD,
    jobCards: `${BOARD}/job-cards`,
    order: `${BOARD}/:orderNumber`,
    orderJobCards: `${BOARD}/:orderNumber/job-card`,
    packing: `${BOARD}/packing`,
    orderPacking: `${BOARD}/:orderNumber/packing`,
  },
} as const;

/** The board showing one state's tab (the dashboard's and the order page's links). */
export const boardPathFor = (state?: string): string =>
  state ? `${BOARD}?${new URLSearchParams({ state }).toString()}` : BOARD;
