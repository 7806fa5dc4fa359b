// Orders as the orders service's staff endpoints answer them, and a fake network edge that also
// serves customers' files, for the orders screens' tests.
import { installFakeFetch, type FakeAnswer, type SeenRequest } from '@rmj/web-testing';
import type { AdminOrder, AdminOrderRow, AdminOrdersPage } from '@rmj/contracts';
import { ORDER_STATES } from '@rmj/contracts';

export const ORDER_NUMBER = 'RMJ-7K3M9Q2X4P';
export const PROOF_FILE = 'a'.repeat(32);
export const PRINT_FILE = 'b'.repeat(32);

/** A paid order of one engraved ring (script, 36 px, with its proof) and a fingerprint pendant. */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    orderNumber: ORDER_NUMBER,
    paidAt: '2026-11-26T05:30:00.000Z',
    status: 'Processing',
    paymentStatus: 'Paid',
    paymentMethod: 'razorpay',
    amountDueRupees: 0,
    canRecordCash: false,
    lines: [
      {
        productId: 'p1',
        name: 'Silver Name Ring',
        price: 2400,
        quantity: 1,
        total: 2400,
        image: '/api/products/images/ring-silver.svg',
        size: '14',
        make: { metal: 'Silver', fineness: 925, gram: 4.2, dimensions: 'Band 4 mm wide, 1.5 mm thick' },
        customization: {
          type: 'engraving',
          customName: 'ANU',
          selectedFont: 'handwritten',
          fontSize: 36,
          proofFileId: PROOF_FILE,
        },
      },
      {
        productId: 'p2',
        name: 'Fingerprint Pendant',
        price: 12500,
        quantity: 2,
        total: 25000,
        image: '/api/products/images/pendant-gold.svg',
        variant: 'Gold',
        customization: {
          type: 'fingerprint',
          fileId: PRINT_FILE,
          uploadedFile: { name: 'thumb.png', type: 'image/png' },
          textOptions: { finish: 'matte' },
        },
      },
    ],
    subtotal: 27400,
    shipping: 100,
    discount: 0,
    total: 27500,
    customer: {
      name: 'Anu Menon',
      email: 'anu@example.com',
      phone: '9876543210',
      address: '12 MG Road',
      city: 'Kochi',
      state: 'Kerala',
      zipCode: '682001',
      country: 'India',
    },
    accountEmail: 'anu@example.com',
    payment: {
      provider: 'Razorpay',
      providerOrderId: 'order_ABC',
      paymentId: 'pay_XYZ',
      capturedRupees: 27500,
      refundedRupees: 0,
    },
    refunds: [],
    history: [],
    proof: { state: 'approved', rounds: 1, sentAt: '2026-11-26T06:00:00.000Z', answeredAt: '2026-11-26T07:00:00.000Z' },
    // 23:59 in India on Thursday 3 December (18:29 UTC).
    dueBy: '2026-12-03T18:29:00.000Z',
    nextStates: ['In workshop', 'Cancelled'],
    ...overrides,
  };
}

/** A row of the board. */
export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    orderNumber: ORDER_NUMBER,
    paidAt: '2026-11-26T05:30:00.000Z',
    customerName: 'Anu Menon',
    customerEmail: 'anu@example.com',
    customerPhone: '9876543210',
    city: 'Kochi',
    totalAmount: 127500,
    status: 'Processing',
    paymentStatus: 'Paid',
    paymentMethod: 'razorpay',
    itemCount: 2,
    customised: true,
    dueBy: '2026-12-03T18:29:00.000Z',
    proof: 'sent',
    ...overrides,
  };
}

/** A page of the board with `counts` (every other state 0). */
export function ordersPage(
  orders: AdminOrderRow[],
  counts: Record<string, number> = {},
  total = orders.length,
  codToCollect = 0,
): AdminOrdersPage {
  return {
    orders,
    counts: Object.fromEntries(ORDER_STATES.map((state) => [state, counts[state] ?? 0])),
    codToCollect,
    total,
    page: 1,
    pageSize: 25,
  };
}

type Route = FakeAnswer | ((request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>);

/** installFakeFetch where a file under /api/admin/files/ answers a PNG unless `routes` says otherwise. */
export function installOrdersNetwork(routes: Record<string, Route>): SeenRequest[] {
  return installFakeFetch({
    'GET /api/admin/files': { text: 'png-bytes', contentType: 'image/png' },
    // No return requests unless a test serves some.
    'GET /api/admin/returns': { body: { returns: [], counts: {}, open: 0 } },
    ...routes,
  });
}
