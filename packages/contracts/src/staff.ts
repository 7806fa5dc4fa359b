/**
 * The shop's staff and what each role may do (back office). The role travels as the
 * access token's `role` claim; every `staff` endpoint names the roles it admits and the service
 * checks it (a shopper's token gets 403, no token 401).
 */

/**
 * Staff roles, most powerful first:
 * - `owner`: everything; invites staff, changes prices, reads the audit trail.
 * - `staff`: catalogue edits except prices; fulfilment (moves, shipping, proofs, job cards) and cancellations.
 * - `support`: read-only (catalogue, orders, job cards, invoices, customers, draft orders).
 */
export const STAFF_ROLES = ['owner', 'staff', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the admin screens name each role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  support: 'Support',
};

/** True for a value that is one of the staff roles (a token claim, a form field). */
export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Who may do what, written once; endpoints name one of these as their `roles`, and the admin
 * screens hide what the signed-in role cannot do.
 */
export const STAFF_PERMISSIONS = {
  /** See the catalogue, a product, its photos and price history. */
  readCatalogue: ['owner', 'staff', 'support'],
  /** Create, edit, duplicate, archive, publish, photos, stock, CSV import. */
  editCatalogue: ['owner', 'staff'],
  /** Change a product's price or old price (every change is kept). */
  changePrices: ['owner'],
  /** Invite staff, change their roles, end their access. */
  manageStaff: ['owner'],
  /** Read the audit trail. */
  readAudit: ['owner'],
  /** Read and change the shop's settings (seller details, contact numbers, shipping, notices). */
  manageSettings: ['owner'],
  /** See the orders board, an order, its job cards, invoice, refunds and history. */
  readOrders: ['owner', 'staff', 'support'],
  /** Move an order through the workshop, ship it, send the engraving proof, override a silent proof. */
  fulfilOrders: ['owner', 'staff'],
  /** Cancel an order before the workshop starts (a full refund follows). */
  cancelOrders: ['owner', 'staff'],
  /** Refund money after a return, in full or in part. */
  refundOrders: ['owner'],
  /** Approve or refuse a shopper's return or exchange, record the parcel and its check, make the replacement order. */
  handleReturns: ['owner', 'staff'],
  /** See the complaints desk and a complaint. */
  readComplaints: ['owner', 'staff', 'support'],
  /** Acknowledge and resolve a complaint (each e-mails the customer). */
  handleComplaints: ['owner', 'staff'],
  /** See customers: contact details, addresses, orders with amounts paid and due, staff notes. */
  readCustomers: ['owner', 'staff', 'support'],
  /** Add and edit the customers staff take orders for, and add notes to any customer. */
  editCustomers: ['owner', 'staff'],
  /** See draft orders (orders taken on WhatsApp, the phone or at the counter) and their pricing. */
  readDraftOrders: ['owner', 'staff', 'support'],
  /** Create, change and delete draft orders until they are sent (a discount needs `giveDiscounts`). */
  editDraftOrders: ['owner', 'staff'],
  /** Send a draft order (the order and its payment link), ask for the balance, cancel an open link. */
  requestPayments: ['owner', 'staff'],
  /** Let an order ship before its balance is paid (with a reason). */
  shipWithoutBalance: ['owner'],
  /** Give, change or take off a discount on a draft order. */
  giveDiscounts: ['owner'],
  /** See the customers' old-gold exchange requests, with their contact details and estimates. */
  readOldGold: ['owner', 'staff', 'support'],
  /** Mark an old-gold request contacted or closed, with a note. */
  handleOldGold: ['owner', 'staff'],
  /** See the reports: sales, GST figures for the accountant, stock (read only). */
  viewReports: ['owner', 'support'],
  /** Any signed-in staff member (their own account, sign-out). */
  anyStaff: ['owner', 'staff', 'support'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether a role has a permission. */
export const roleCan = (role: StaffRole | undefined, permission: StaffPermission): boolean =>
  role !== undefined && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** 403 message of a staff endpoint called by a role it does not admit. */
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this.';
/** 403 message of a price change by someone other than the owner. */
export const PRICE_OWNER_ONLY_MESSAGE = 'Only the owner can change prices.';
/** Idle time after which a staff session ends (minutes). */
export const STAFF_IDLE_MINUTES = 30;
