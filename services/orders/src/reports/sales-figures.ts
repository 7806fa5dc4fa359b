/**
 * The sales report's arithmetic, free of the database: what became a sale on which Indian day, the
 * money in by method, refunds and credit notes, added up per period in integer paise.
 */
import {
  PAYMENT_METHOD,
  REPORT_BEST_SELLERS,
  type BestSeller,
  type PaymentMethod,
  type ReportGroup,
  type SalesPeriod,
} from '@rmj/contracts';
import { periodLabel, periodStart, periodsOf } from './report-periods';

/** An order that became a sale on `day` (paid online, its cash collected, its first link payment). */
export interface SaleOrder {
  day: string;
  method: PaymentMethod;
  lines: Array<{ productId: string; name: string; quantity: number; amount: number }>;
}

/** Money that came in on `day`, paise. */
export interface MoneyIn {
  day: string;
  method: PaymentMethod;
  amount: number;
}

/** A refund made or a credit note issued on `day`, paise. */
export interface MoneyBack {
  day: string;
  amount: number;
}

export interface SalesInput {
  sales: readonly SaleOrder[];
  money: readonly MoneyIn[];
  refunds: readonly MoneyBack[];
  creditNotes: readonly MoneyBack[];
}

const METHODS: readonly PaymentMethod[] = [PAYMENT_METHOD.razorpay, PAYMENT_METHOD.cod, PAYMENT_METHOD.paymentLink];

type Figures = Omit<SalesPeriod, 'start' | 'label'>;

function emptyFigures(): Figures {
  return {
    orders: 0,
    pieces: 0,
    amount: 0,
    byMethod: METHODS.map((method) => ({ method, orders: 0, amount: 0 })),
    refunds: 0,
    refundAmount: 0,
    creditNotes: 0,
    creditNoteAmount: 0,
  };
}

/** Adds the input up per period, and over the whole range. */
export function salesPeriods(
  from: string,
  to: string,
  group: ReportGroup,
  input: SalesInput,
): { periods: SalesPeriod[]; totals: Figures } {
  const periods = new Map<string, SalesPeriod>(
    periodsOf(from, to, group).map((start) => [start, { start, label: periodLabel(start, group), ...emptyFigures() }]),
  );
  const totals: Figures = emptyFigures();
  const inRange = (day: string) => day >= from && day <= to;
  const each = (day: string, change: (f: Figures) => void) => {
    if (!inRange(day)) return;
    change(periods.get(periodStart(day, group))!);
    change(totals);
  };
  const method = (f: Figures, m: PaymentMethod) => f.byMethod.find((b) => b.method === m)!;
  for (const sale of input.sales) {
    const pieces = sale.lines.reduce((sum, l) => sum + l.quantity, 0);
    each(sale.day, (f) => {
      f.orders += 1;
      f.pieces += pieces;
      method(f, sale.method).orders += 1;
    });
  }
  for (const m of input.money)
    each(m.day, (f) => {
      f.amount += m.amount;
      method(f, m.method).amount += m.amount;
    });
  for (const r of input.refunds)
    each(r.day, (f) => {
      f.refunds += 1;
      f.refundAmount += r.amount;
    });
  for (const n of input.creditNotes)
    each(n.day, (f) => {
      f.creditNotes += 1;
      f.creditNoteAmount += n.amount;
    });
  return { periods: [...periods.values()], totals };
}

/** The top pieces by pieces sold and by amount (ties: by name), over the sales given. */
export function bestSellers(sales: readonly SaleOrder[]): { byPieces: BestSeller[]; byAmount: BestSeller[] } {
  const pieces = new Map<string, BestSeller>();
  for (const line of sales.flatMap((s) => s.lines)) {
    const seen = pieces.get(line.productId) ?? { productId: line.productId, name: line.name, pieces: 0, amount: 0 };
    pieces.set(line.productId, { ...seen, pieces: seen.pieces + line.quantity, amount: seen.amount + line.amount });
  }
  const all = [...pieces.values()];
  const top = (key: 'pieces' | 'amount') =>
    [...all].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name)).slice(0, REPORT_BEST_SELLERS);
  return { byPieces: top('pieces'), byAmount: top('amount') };
}

/** Paise per order, rounded half up (0 without orders). */
export const averageOrderValue = (amount: number, orders: number): number =>
  orders === 0 ? 0 : Math.round(amount / orders);
