/**
 * The shop's notices: short plain mails to the owner and chosen staff, each with the order number,
 * the customer's name, the amount and a link to the order in the back office. Every inserted text
 * is escaped in the html part (a shopper's note may hold anything).
 */
import { BRAND_FULL_NAME, ORDER_STATE, STAFF_AREA, type LowStockPiece, type OrderState } from '@rmj/contracts';
import type { MailContent } from '@rmj/nest-common';
import escapeHtml from 'escape-html';
import { inr } from '../mail/shop-mail';

/** What every notice says about its order. */
export interface NoticeOrder {
  orderNumber: string;
  customerName: string;
  /** Whole rupees paid for the order. */
  total: number;
}

/** The order's page in the back office. */
export const adminOrderUrl = (shopUrl: string, orderNumber: string) =>
  `${shopUrl}${STAFF_AREA}/orders/${encodeURIComponent(orderNumber)}`;

/** The notice frame: the body's lines, then the order's facts and its link; html is the same lines escaped. */
function notice(subject: string, body: string[], order: NoticeOrder | undefined, shopUrl: string): MailContent {
  const facts = order
    ? [
        `Order: ${order.orderNumber}`,
        `Customer: ${order.customerName}`,
        `Amount: ${inr(order.total)}`,
        `Open it in the back office: ${adminOrderUrl(shopUrl, order.orderNumber)}`,
      ]
    : [];
  const lines = [...body, ...(facts.length ? ['', ...facts] : []), '', `— ${BRAND_FULL_NAME} notices`];
  const html = `<div style="font-family:Arial,sans-serif;color:#222;max-width:560px">
${lines
  .filter((line) => line !== '')
  .map((line) => {
    const link = order && line.startsWith('Open it in the back office: ');
    return link
      ? `<p><a href="${escapeHtml(adminOrderUrl(shopUrl, order.orderNumber))}" style="color:#86600b">Open order ${escapeHtml(order.orderNumber)} in the back office</a></p>`
      : `<p style="margin:0 0 8px;white-space:pre-wrap">${escapeHtml(line)}</p>`;
  })
  .join('\n')}
</div>`;
  return { subject, text: lines.join('\n'), html };
}

/** A new paid order. `pieces`: one line per order line, e.g. "1 x Silver Promise Ring (size 12)". */
export function newOrderNotice(
  order: NoticeOrder,
  pieces: string[],
  shopUrl: string,
  cashOnDelivery = false,
): MailContent {
  return notice(
    `New order ${order.orderNumber}: ${inr(order.total)} from ${order.customerName}`,
    [
      cashOnDelivery
        ? 'A new cash-on-delivery order has been placed, unpaid. Call the customer to confirm it.'
        : 'A new order has been paid.',
      '',
      ...pieces,
    ],
    order,
    shopUrl,
  );
}

/**
 * The shopper cancelled their order: paid (within the cancel window; the refund is on its way by
 * itself) or unpaid cash on delivery before the shop's call (nothing to refund).
 */
export function shopperCancelledNotice(order: NoticeOrder, shopUrl: string, unpaid = false): MailContent {
  return notice(
    `Order ${order.orderNumber} cancelled by the shopper`,
    [
      `${order.customerName} cancelled order ${order.orderNumber} from their account.`,
      unpaid
        ? 'The pieces go back to stock. It was cash on delivery and not yet confirmed: nothing was paid, so there is nothing to refund.'
        : `The pieces go back to stock and the full amount of ${inr(order.total)} is refunded automatically.`,
    ],
    order,
    shopUrl,
  );
}

/** One line's words as the shopper changed them. */
export interface ProofChangeLine {
  productName: string;
  /** The words before, as shown: `"Asha" (Script)`. */
  before: string;
  after: string;
}

/** The shopper's answer to an engraving proof: approved, or changes asked (with their words). */
export function proofAnswerNotice(
  order: NoticeOrder,
  answer: { kind: 'approve' } | { kind: 'change'; changes: ProofChangeLine[]; note?: string },
  shopUrl: string,
): MailContent {
  if (answer.kind === 'approve') {
    return notice(
      `Proof approved for order ${order.orderNumber}`,
      [`${order.customerName} approved the engraving proof. The order can go to the workshop.`],
      order,
      shopUrl,
    );
  }
  return notice(
    `Changes asked on the proof for order ${order.orderNumber}`,
    [
      `${order.customerName} asked for changes to the engraving proof:`,
      ...answer.changes.map((c) => `${c.productName}: ${c.before} → ${c.after}`),
      ...(answer.note ? [`Their words: "${answer.note}"`] : []),
      'The new words are on the order. Send a new proof once it is redone.',
    ],
    order,
    shopUrl,
  );
}

/** A refund the provider refused or failed: nothing was refunded. */
export function refundFailedNotice(
  order: NoticeOrder,
  refund: { amountRupees: number; error: string },
  shopUrl: string,
): MailContent {
  return notice(
    `Refund failed for order ${order.orderNumber}`,
    [
      `A refund of ${inr(refund.amountRupees)} for order ${order.orderNumber} did not go through.`,
      `The payment provider said: ${refund.error}`,
      'Nothing was refunded: check the order and refund it again from the back office.',
    ],
    order,
    shopUrl,
  );
}

/** An order waiting in an open state, as the summary lists it. */
export interface WaitingOrder {
  orderNumber: string;
  /** Whole days since it was paid. */
  ageDays: number;
}

/** The daily summary's section of one state: how many wait, the oldest first. */
export interface WaitingState {
  state: OrderState;
  count: number;
  /** The oldest few, oldest first. */
  oldest: WaitingOrder[];
}

/** What waiting in each open state means for the shop. */
const WAITING_FOR: Partial<Record<OrderState, string>> = {
  [ORDER_STATE.awaitingConfirmation]: 'for a call to confirm them (cash on delivery)',
  [ORDER_STATE.paid]: 'to go to the workshop',
  [ORDER_STATE.inWorkshop]: 'being made',
  [ORDER_STATE.qualityCheck]: 'to be checked and shipped',
  [ORDER_STATE.shipped]: 'with the courier',
  [ORDER_STATE.cancelled]: 'for their refund',
  [ORDER_STATE.returned]: 'for their refund',
};

const paidAgo = (n: number) => (n <= 0 ? 'paid today' : n === 1 ? 'paid 1 day ago' : `paid ${n} days ago`);

/** The daily summary: per open state, the count and the oldest orders (number, age in days). */
export function dailySummaryNotice(day: string, states: WaitingState[], shopUrl: string): MailContent {
  const total = states.reduce((sum, s) => sum + s.count, 0);
  const body = [`Orders waiting on ${day}: ${total}.`];
  for (const s of states) {
    body.push('', `${s.state} (${WAITING_FOR[s.state] ?? 'waiting'}): ${s.count}`);
    for (const o of s.oldest) body.push(`  ${o.orderNumber}, ${paidAgo(o.ageDays)}`);
    if (s.count > s.oldest.length) body.push(`  and ${s.count - s.oldest.length} more`);
  }
  body.push('', `The orders board: ${shopUrl}${STAFF_AREA}/orders`);
  return notice(`Orders waiting: ${total} on ${day}`, body, undefined, shopUrl);
}

/** The owner's mail of the pieces low on stock (fewest first), once a day when any is. */
export function lowStockNotice(day: string, pieces: readonly LowStockPiece[], shopUrl: string): MailContent {
  const body = [`Pieces low on stock on ${day}: ${pieces.length}.`, ''];
  for (const p of pieces) body.push(`  ${p.name}: ${p.stock === 0 ? 'none left' : `${p.stock} left`}`);
  body.push('', `The stock report: ${shopUrl}${STAFF_AREA}/reports`);
  return notice(
    `Low on stock: ${pieces.length} ${pieces.length === 1 ? 'piece' : 'pieces'} on ${day}`,
    body,
    undefined,
    shopUrl,
  );
}
