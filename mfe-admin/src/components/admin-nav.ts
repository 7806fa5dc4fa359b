// The back office's navigation, one entry per section, each shown only to roles that may use it.
// A section adds its entry here (and its routes in src/exposes/routes.ts); the order is the menu's.
import type { StaffPermission } from '@rmj/contracts';
import { ADMIN_PATHS } from '../lib/admin-paths';

/** One navigation entry. */
export interface AdminNavItem {
  label: string;
  to: string;
  /** The permission that shows the entry (and guards its pages). */
  permission: StaffPermission;
  /** One line for the dashboard's card. */
  description: string;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    label: 'Orders',
    // The orders feature's board (its own paths live in src/features/orders/lib/orders-paths.ts).
    to: `${ADMIN_PATHS.home}/orders`,
    permission: 'readOrders',
    description: 'The orders board, order pages, job cards, shipping and refunds.',
  },
  {
    label: 'Customers',
    to: ADMIN_PATHS.customers,
    permission: 'readCustomers',
    description: 'Customers and the people staff take orders for: contacts, orders, amounts due and notes.',
  },
  {
    label: 'Draft orders',
    to: ADMIN_PATHS.draftOrders,
    permission: 'readDraftOrders',
    description: 'Orders staff take on WhatsApp, the phone or at the counter: build, price, save and send them.',
  },
  {
    label: 'Complaints',
    to: ADMIN_PATHS.complaints,
    permission: 'readComplaints',
    description: 'Customer complaints: their age, acknowledgement and resolution.',
  },
  {
    label: 'Old gold',
    to: ADMIN_PATHS.oldGold,
    permission: 'readOldGold',
    description: "Customers' old-gold requests: their details, estimate, and whether we have called them.",
  },
  {
    label: 'Reports',
    to: ADMIN_PATHS.reports,
    permission: 'viewReports',
    description: 'Sales by day, week or month, GST figures for the accountant, and stock running low.',
  },
  {
    label: 'Catalogue',
    to: ADMIN_PATHS.catalogue,
    permission: 'readCatalogue',
    description: 'Products, prices, stock and photographs.',
  },
  {
    label: 'Rates',
    to: ADMIN_PATHS.rates,
    permission: 'readCatalogue',
    description: "Today's gold and silver rates per purity, who set them and their history.",
  },
  {
    label: 'Staff',
    to: ADMIN_PATHS.staff,
    permission: 'manageStaff',
    description: 'Invite people, change roles, end access.',
  },
  {
    label: 'Audit',
    to: ADMIN_PATHS.audit,
    permission: 'readAudit',
    description: 'Who changed what, and when.',
  },
  {
    label: 'Settings',
    to: ADMIN_PATHS.settings,
    permission: 'manageSettings',
    description: 'Seller details, contact numbers, shipping, store hours, returns and notices.',
  },
];
