// The orders board's tab, filters, search and page, kept in the address's query string so a reload
// or a shared link shows the same orders. Read leniently (an unknown value falls back to "any", a
// hand-edited link never breaks the page) and written sparsely (empty values are left out).
import {
  ORDER_STATES,
  PAYMENT_METHODS,
  PAYMENT_STATUS,
  type AdminOrdersQuery,
  type OrderState,
  type PaymentMethod,
  type PaymentStatus,
} from '@rmj/contracts';

const PAYMENT_STATUSES = Object.values(PAYMENT_STATUS) as PaymentStatus[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Everything that decides which orders the board shows; '' means "any". */
export interface BoardState {
  /** The tab: one state, or '' for every order. */
  state: '' | OrderState;
  /** Paid on or after (YYYY-MM-DD, India time). */
  from: string;
  /** Paid on or before (YYYY-MM-DD, India time). */
  to: string;
  customised: '' | 'yes' | 'no';
  paymentStatus: '' | PaymentStatus;
  /** Razorpay or cash on delivery. */
  paymentMethod: '' | PaymentMethod;
  /** 'yes': only cash-on-delivery orders shipped or delivered whose cash is still to record. */
  codToCollect: '' | 'yes';
  /** Order number, phone or e-mail. */
  q: string;
  page: number;
}

export const DEFAULT_BOARD_STATE: BoardState = {
  state: '',
  from: '',
  to: '',
  customised: '',
  paymentStatus: '',
  paymentMethod: '',
  codToCollect: '',
  q: '',
  page: 1,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

const day = (value: string | null): string => (value !== null && DAY.test(value) ? value : '');

/** The board state an address asks for. */
export function readBoardState(params: URLSearchParams): BoardState {
  const page = Number(params.get('page'));
  return {
    state: oneOf(params.get('state'), ORDER_STATES),
    from: day(params.get('from')),
    to: day(params.get('to')),
    customised: oneOf(params.get('customised'), ['yes', 'no']),
    paymentStatus: oneOf(params.get('paymentStatus'), PAYMENT_STATUSES),
    paymentMethod: oneOf(params.get('paymentMethod'), PAYMENT_METHODS),
    codToCollect: oneOf(params.get('codToCollect'), ['yes']),
    q: (params.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}

/** The query string of a board state: only what is set (page 1 left out). */
export function writeBoardState(state: BoardState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_BOARD_STATE) as (keyof BoardState)[]) {
    const value = key === 'q' ? state.q.trim() : state[key];
    if (value !== DEFAULT_BOARD_STATE[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The filter fields (everything but the page): changing one goes back to page 1. */
export type BoardFilter = Exclude<keyof BoardState, 'page'>;

/** The state after one filter (or the tab) changes: back to the first page. */
export function withBoardFilter<K extends BoardFilter>(state: BoardState, name: K, value: BoardState[K]): BoardState {
  return { ...state, [name]: value, page: 1 };
}

/** The adminOrders query of a board state (empty values left out). */
export function boardQuery(state: BoardState): AdminOrdersQuery {
  const query: AdminOrdersQuery = {};
  if (state.state) query.state = state.state;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.customised) query.customised = state.customised;
  if (state.paymentStatus) query.paymentStatus = state.paymentStatus;
  if (state.paymentMethod) query.paymentMethod = state.paymentMethod;
  if (state.codToCollect) query.codToCollect = state.codToCollect;
  const q = state.q.trim();
  if (q) query.q = q;
  if (state.page > 1) query.page = String(state.page);
  return query;
}
