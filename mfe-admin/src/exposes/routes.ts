// Public entry of mfe-admin, the back office: its pages and the paths they live at (merged by the
// shell at run time). Shopper pages never load this list: the shell asks a remote only for a path
// it declares, and '/admin/*' is the only prefix this remote declares.
import type { ComponentType } from 'react';
import type { RemoteRoute } from '@rmj/contracts';
import { buildInfo } from '../lib/build-info';

type Page = ComponentType<never>;

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = ['/admin/*'];

/** Signing in and setting up an account (no staff session needed). */
const accessRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/sign-in',
    page: 'AdminSignInPage',
    load: () => import('../features/auth/components/sign-in-page').then((m) => m.SignInPage),
  },
  {
    path: '/admin/setup',
    page: 'AdminSetupPage',
    load: () => import('../features/auth/components/setup-page').then((m) => m.SetupPage),
  },
];

/** The landing page, staff management, the audit trail and the shop's settings. */
const officeRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin',
    page: 'AdminDashboardPage',
    load: () => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    path: '/admin/staff',
    page: 'AdminStaffPage',
    load: () => import('../features/staff/components/staff-page').then((m) => m.StaffPage),
  },
  {
    path: '/admin/audit',
    page: 'AdminAuditPage',
    load: () => import('../features/audit/components/audit-page').then((m) => m.AuditPage),
  },
  {
    path: '/admin/settings',
    page: 'AdminSettingsPage',
    load: () => import('../features/settings/components/settings-page').then((m) => m.SettingsPage),
  },
];

/**
 * The catalogue's pages (src/features/catalogue), under '/admin/catalogue'. One entry per page,
 * each loading its own chunk.
 */
const catalogueRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/catalogue',
    page: 'AdminCataloguePage',
    load: () => import('../features/catalogue/components/products-page').then((m) => m.ProductsPage),
  },
  {
    path: '/admin/catalogue/import',
    page: 'AdminCatalogueImportPage',
    load: () => import('../features/catalogue/components/import-page').then((m) => m.ImportPage),
  },
  {
    path: '/admin/catalogue/new',
    page: 'AdminNewProductPage',
    load: () => import('../features/catalogue/components/product-editor-page').then((m) => m.ProductEditorPage),
  },
  {
    path: '/admin/catalogue/:productId',
    page: 'AdminProductPage',
    load: () => import('../features/catalogue/components/product-editor-page').then((m) => m.ProductEditorPage),
  },
];

/**
 * Fulfilment's pages (src/features/orders), under '/admin/orders': the board, the workshop's job
 * cards and a day's labels and packing slips (before ':orderNumber', which would otherwise take
 * 'job-cards' or 'packing' for an order number), one order, and one order's job cards and label. The
 * job cards' chunk alone loads the QR library, the labels' the barcode library.
 */
const orderRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/orders',
    page: 'AdminOrdersPage',
    load: () => import('../features/orders/components/orders-page').then((m) => m.OrdersPage),
  },
  {
    path: '/admin/orders/job-cards',
    page: 'AdminJobCardsPage',
    load: () => import('../features/orders/components/job-cards-page').then((m) => m.JobCardsPage),
  },
  {
    path: '/admin/orders/packing',
    page: 'AdminPackingPage',
    load: () => import('../features/orders/components/packing-page').then((m) => m.PackingPage),
  },
  {
    path: '/admin/orders/:orderNumber',
    page: 'AdminOrderPage',
    load: () => import('../features/orders/components/order-page').then((m) => m.OrderPage),
  },
  {
    path: '/admin/orders/:orderNumber/job-card',
    page: 'AdminOrderJobCardsPage',
    load: () => import('../features/orders/components/job-cards-page').then((m) => m.JobCardsPage),
  },
  {
    path: '/admin/orders/:orderNumber/packing',
    page: 'AdminOrderPackingPage',
    load: () => import('../features/orders/components/packing-page').then((m) => m.PackingPage),
  },
];

/** The complaints desk (src/features/complaints): the list, and one complaint by its ticket. */
const complaintRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/complaints',
    page: 'AdminComplaintsPage',
    load: () => import('../features/complaints/components/complaints-page').then((m) => m.ComplaintsPage),
  },
  {
    path: '/admin/complaints/:ticket',
    page: 'AdminComplaintPage',
    load: () => import('../features/complaints/components/complaint-page').then((m) => m.ComplaintPage),
  },
];

/**
 * Customers (src/features/customers): the list, adding one ('new' before ':customerId'), one
 * customer, and editing one.
 */
const customerRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/customers',
    page: 'AdminCustomersPage',
    load: () => import('../features/customers/components/customers-page').then((m) => m.CustomersPage),
  },
  {
    path: '/admin/customers/new',
    page: 'AdminNewCustomerPage',
    load: () => import('../features/customers/components/customer-editor-page').then((m) => m.CustomerEditorPage),
  },
  {
    path: '/admin/customers/:customerId',
    page: 'AdminCustomerPage',
    load: () => import('../features/customers/components/customer-page').then((m) => m.CustomerPage),
  },
  {
    path: '/admin/customers/:customerId/edit',
    page: 'AdminEditCustomerPage',
    load: () => import('../features/customers/components/customer-editor-page').then((m) => m.CustomerEditorPage),
  },
];

/**
 * Draft orders (src/features/draft-orders): the list, a new draft ('new' before ':draftId'), and
 * one draft in its editor.
 */
const draftOrderRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/draft-orders',
    page: 'AdminDraftOrdersPage',
    load: () => import('../features/draft-orders/components/draft-orders-page').then((m) => m.DraftOrdersPage),
  },
  {
    path: '/admin/draft-orders/new',
    page: 'AdminNewDraftOrderPage',
    load: () => import('../features/draft-orders/components/draft-editor-page').then((m) => m.DraftEditorPage),
  },
  {
    path: '/admin/draft-orders/:draftId',
    page: 'AdminDraftOrderPage',
    load: () => import('../features/draft-orders/components/draft-editor-page').then((m) => m.DraftEditorPage),
  },
];

/** Today's metal rates (src/features/rates): every staff role reads them, the owner sets them. */
const rateRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/rates',
    page: 'AdminRatesPage',
    load: () => import('../features/rates/components/rates-page').then((m) => m.RatesPage),
  },
];

/** Customers' old-gold requests (src/features/old-gold). */
const oldGoldRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/old-gold',
    page: 'AdminOldGoldPage',
    load: () => import('../features/old-gold/components/old-gold-page').then((m) => m.OldGoldPage),
  },
];

/** The owner's reports (src/features/reports); the chart is a chunk of its own inside the page. */
const reportsRoutes: readonly RemoteRoute<Page>[] = [
  {
    path: '/admin/reports',
    page: 'AdminReportsPage',
    load: () => import('../features/reports/components/reports-page').then((m) => m.ReportsPage),
  },
];

// One chunk per page: signing in downloads nothing of the staff or audit screens.
export const routes: readonly RemoteRoute<Page>[] = [
  ...accessRoutes,
  ...officeRoutes,
  ...orderRoutes,
  ...complaintRoutes,
  ...customerRoutes,
  ...draftOrderRoutes,
  ...catalogueRoutes,
  ...rateRoutes,
  ...oldGoldRoutes,
  ...reportsRoutes,
];

export const { version, requires } = buildInfo;
