/**
 * Widgets a remote exposes for other remotes to render inside their pages (loaded at run time
 * through Module Federation, as the shell loads routes). What crosses the seam is typed here once:
 * the module's name, its export and its props. Framework-free like the route list: `Component` is
 * the UI library's component type, supplied by whoever loads the module.
 */
import type { CreditNoteSummary, InvoiceSummary } from './invoices';

/** How a finished call went, in words for the shopper (a widget reports it to the page around it). */
export interface CallOutcome {
  ok: boolean;
  message: string;
}

/** The federated id of mfe-cart's order actions ('<remote>/<exposed module>'). */
export const ORDER_ACTIONS_MODULE = 'mfe_cart/order-actions';

/**
 * Where the order actions sit, which decides their words and who reports the outcome:
 * `list` — one of several orders (/welcome): the question names the order, and the outcome shows
 * under the buttons; `page` — the order's own page (/track-order): the question says "this order",
 * a note says until when it may be cancelled, and the page reports the outcome.
 */
export type OrderActionsPlacement = 'list' | 'page';

/** The host page's class names, so the actions keep its look (the optional ones add no element when absent). */
export interface OrderActionsClasses {
  /** The box around every action. */
  actions: string;
  /** "Download tax invoice": the button, why a download failed, and a box around both. */
  invoice: { button: string; problem: string; box?: string };
  /** "Cancel order", its note, and the question with its two answers. */
  cancel: {
    /** The "Cancel order" button. */
    button: string;
    /** A box around the button and its note. */
    box?: string;
    note?: string;
    /** The question and its two answers. */
    confirm: string;
    question: string;
    /** A row around the two answers. */
    answers?: string;
    yes: string;
    no: string;
  };
  /** The outcome under the buttons (`list` placement): a cancellation that went through, or one that failed. */
  outcome?: { done: string; problem: string };
}

/** Props of the order actions: "Download tax invoice" once issued, "Cancel order" while the shopper may. */
export interface OrderActionsProps {
  /** The order's number ('RMJ-7K3M9Q2X4P'). */
  orderNumber: string;
  /** The order's tax invoice once issued: the download button shows then. */
  invoice?: InvoiceSummary;
  /** The order's credit notes (refunds after the invoice): a download link for each, beside the invoice's. */
  creditNotes?: readonly CreditNoteSummary[];
  /** Until when the shopper may cancel (ISO time); absent or past: no cancel button. */
  cancellableUntil?: string;
  /**
   * An unpaid cash-on-delivery order the shopper may cancel until the shop confirms it: the cancel
   * button shows without a deadline, and its words promise no refund.
   */
  cancellableUnpaid?: boolean;
  placement: OrderActionsPlacement;
  classes: OrderActionsClasses;
  /** Hears how a cancellation went (the page shows it or reads the order again). */
  onCancelOutcome: (outcome: CallOutcome) => void;
}

/** Shape of mfe-cart's './order-actions' module. */
export interface OrderActionsModule<Component = unknown> {
  OrderActions: Component;
}

/** True when a value has the shape of the './order-actions' module (checked before a page trusts it). */
export function isOrderActionsModule(value: unknown): value is OrderActionsModule {
  if (typeof value !== 'object' || value === null) return false;
  const component = (value as Partial<OrderActionsModule>).OrderActions;
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}
