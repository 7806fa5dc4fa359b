// The owner's reports (back office, read only): sales over a range of Indian days, and the GST
// figures of a month for the accountant (the register of tax invoices and credit notes, the B2C
// summary by place of supply and rate, the HSN summary). Every amount is integer paise, summed from
// the stored invoice and credit-note contents only, so the figures agree with them to the paisa.
import { z } from 'zod';
import { ORDER_STATES } from './order-status';
import { paymentMethodSchema } from './cash-on-delivery';

/** How a sales report groups its days: by Indian day, ISO week (Monday first) or calendar month. */
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range a report covers, days (both ends included): a year, a leap year too. */
export const REPORT_MAX_DAYS = 366;

/** Best sellers listed, each way (by pieces, by amount). */
export const REPORT_BEST_SELLERS = 10;

/** The GST CSV files of a month. */
export const GST_REPORT_TABLES = ['register', 'b2c', 'hsn'] as const;
/** The sales report's tables, each a CSV of its own: the periods, the best sellers, the orders waiting. */
export const SALES_REPORT_TABLES = ['periods', 'best-sellers', 'waiting'] as const;
export type SalesReportTable = (typeof SALES_REPORT_TABLES)[number];
export type GstReportTable = (typeof GST_REPORT_TABLES)[number];

/** Every message of the reports, shown beside the field it is about. */
export const REPORTS_MESSAGES = {
  fromMissing: 'Choose the first day (YYYY-MM-DD).',
  toMissing: 'Choose the last day (YYYY-MM-DD).',
  badDate: 'Enter a date as YYYY-MM-DD.',
  toBeforeFrom: 'The last day must be on or after the first day.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: shorten the range.`,
  badGroup: 'Group by day, week or month.',
  badSalesTable: 'Choose the periods, the best sellers or the orders waiting.',
  badMonth: 'Choose a month as YYYY-MM.',
  badTable: 'The GST file is register, b2c or hsn.',
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isReportDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both included (calendar days; time zones do not move a date's count). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range's problems by field (empty when it is good): the one rule the screen and the service share. */
export function reportRangeProblems(range: { from?: string; to?: string }): { from?: string; to?: string } {
  const problems: { from?: string; to?: string } = {};
  if (!range.from) problems.from = REPORTS_MESSAGES.fromMissing;
  else if (!isReportDay(range.from)) problems.from = REPORTS_MESSAGES.badDate;
  if (!range.to) problems.to = REPORTS_MESSAGES.toMissing;
  else if (!isReportDay(range.to)) problems.to = REPORTS_MESSAGES.badDate;
  if (problems.from || problems.to || !range.from || !range.to) return problems;
  if (range.to < range.from) problems.to = REPORTS_MESSAGES.toBeforeFrom;
  else if (reportDays(range.from, range.to) > REPORT_MAX_DAYS) problems.to = REPORTS_MESSAGES.tooLong;
  return problems;
}

/** GET /api/admin/reports/sales (and its CSV): a range of Indian days, both included. */
export const salesReportQuerySchema = z
  .strictObject({
    /** First day, YYYY-MM-DD, India time. */
    from: z.string({ error: REPORTS_MESSAGES.fromMissing }),
    /** Last day, YYYY-MM-DD, India time (included). */
    to: z.string({ error: REPORTS_MESSAGES.toMissing }),
    /** day (default), week (Monday first) or month. */
    group: z.enum(REPORT_GROUPS, { error: REPORTS_MESSAGES.badGroup }).optional(),
    /** The CSV download only: which of the report's tables (periods by default). */
    table: z.enum(SALES_REPORT_TABLES, { error: REPORTS_MESSAGES.badSalesTable }).optional(),
  })
  .superRefine((range, ctx) => {
    const problems = reportRangeProblems(range);
    for (const field of ['from', 'to'] as const) {
      const message = problems[field];
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** A month, YYYY-MM (India time). */
export const reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, REPORTS_MESSAGES.badMonth);

/** GET /api/admin/reports/gst (and its CSVs). */
export const gstReportQuerySchema = z.strictObject({
  /** The month, YYYY-MM: invoices and credit notes issued in it, India time. */
  month: reportMonthSchema,
});
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;

const paise = z.number().int();
const count = z.number().int().nonnegative();

/** Money in by one payment method in a period (paise) and the orders that became sales by it. */
export const salesByMethodSchema = z.object({
  method: paymentMethodSchema,
  orders: count,
  amount: paise,
});

/** One period of the sales report. */
export const salesPeriodSchema = z.object({
  /** First day of the period, YYYY-MM-DD (India). */
  start: z.string(),
  /** How the period is named: '3 Oct 2026', 'Week of 5 Oct 2026', 'Oct 2026'. */
  label: z.string(),
  /** Orders that became sales in the period (paid online, cash collected, first link payment). */
  orders: count,
  /** Pieces of those orders. */
  pieces: count,
  /** Money received in the period, paise. */
  amount: paise,
  byMethod: z.array(salesByMethodSchema),
  /** Refunds made in the period: count and paise. */
  refunds: count,
  refundAmount: paise,
  /** Credit notes issued in the period: count and paise. */
  creditNotes: count,
  creditNoteAmount: paise,
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

/** A best-selling piece. */
export const bestSellerSchema = z.object({
  productId: z.string(),
  name: z.string(),
  pieces: count,
  /** What its lines came to, paise (before any promo discount). */
  amount: paise,
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

/** Orders waiting now in an open state. */
export const waitingStateSchema = z.object({
  state: z.enum(ORDER_STATES as [string, ...string[]]),
  count: count,
  /** Days since the oldest was placed. */
  oldestDays: count,
  /** Average days since placed, one decimal. */
  averageDays: z.number().nonnegative(),
});
export type WaitingStateRow = z.infer<typeof waitingStateSchema>;

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(REPORT_GROUPS),
  periods: z.array(salesPeriodSchema),
  /** The whole range (the periods added up). */
  totals: salesPeriodSchema.omit({ start: true, label: true }),
  /** amount / orders, paise (0 without orders). */
  averageOrderValue: paise,
  bestSellers: z.object({ byPieces: z.array(bestSellerSchema), byAmount: z.array(bestSellerSchema) }),
  /** Customers with a sale in the range: their first order ever in the range (new), or before it (returning). */
  customers: z.object({ new: count, returning: count }),
  /** Orders waiting now, per open state in lifecycle order (states with none left out). */
  waiting: z.array(waitingStateSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** Amounts of a GST row, paise: taxable + CGST + SGST + IGST + rounding = total. */
const gstAmounts = {
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  /** The paise the tax roundings leave ('Round off'). */
  rounding: paise,
  total: paise,
};

/** One document of the register: a tax invoice, or a credit note (its amounts negative). */
export const gstRegisterRowSchema = z.object({
  type: z.enum(['Invoice', 'Credit note']),
  number: z.string(),
  /** Issued, YYYY-MM-DD (India). */
  date: z.string(),
  orderNumber: z.string(),
  buyerName: z.string(),
  placeOfSupply: z.string(),
  /** GST state code, '' abroad or for a state not recognised. */
  stateCode: z.string(),
  ratePercent: z.number(),
  /** The invoice a credit note reverses ('' for an invoice). */
  reverses: z.string(),
  ...gstAmounts,
});
export type GstRegisterRow = z.infer<typeof gstRegisterRowSchema>;

/** B2C summary: per place of supply and rate, invoices less credit notes. */
export const gstB2cRowSchema = z.object({
  placeOfSupply: z.string(),
  stateCode: z.string(),
  ratePercent: z.number(),
  ...gstAmounts,
});
export type GstB2cRow = z.infer<typeof gstB2cRowSchema>;

/** HSN summary: per HSN code, invoices less credit notes. */
export const gstHsnRowSchema = z.object({
  hsn: z.string(),
  /** Pieces (shipping counts none). */
  quantity: z.number().int(),
  ...gstAmounts,
});
export type GstHsnRow = z.infer<typeof gstHsnRowSchema>;

export const gstMonthReportSchema = z.object({
  month: z.string(),
  register: z.array(gstRegisterRowSchema),
  b2c: z.array(gstB2cRowSchema),
  hsn: z.array(gstHsnRowSchema),
  /** The month's net: invoices less credit notes (every table adds up to it). */
  totals: z.object({ invoices: count, creditNotes: count, ...gstAmounts }),
});
export type GstMonthReport = z.infer<typeof gstMonthReportSchema>;

/** Paise as rupees with two decimals, no grouping ('-1234.50'): what a spreadsheet reads as a number. */
export function rupeesCell(paiseAmount: number): string {
  const sign = paiseAmount < 0 ? '-' : '';
  const abs = Math.abs(paiseAmount);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The file names the CSVs download as. */
export const reportFileNames = {
  sales: (from: string, to: string, table: SalesReportTable = 'periods') =>
    `rmj-${table === 'periods' ? 'sales' : table === 'waiting' ? 'orders-waiting' : table}-${from}-to-${to}.csv`,
  gst: (table: GstReportTable, month: string) => `rmj-gst-${table}-${month}.csv`,
  /** The stock on an Indian day (YYYY-MM-DD). */
  stock: (day: string) => `rmj-stock-${day}.csv`,
};

/** Pieces at or below this many in stock are low, unless the piece sets its own threshold. */
export const LOW_STOCK_DEFAULT_THRESHOLD = 2;

/** A piece low on stock. */
export const lowStockPieceSchema = z.object({
  productId: z.string(),
  name: z.string(),
  stock: z.number().int(),
  /** The threshold it was compared with (the piece's own or the default). */
  threshold: count,
});
export type LowStockPiece = z.infer<typeof lowStockPieceSchema>;

/** The pieces low on stock now (catalog's internal answer, read by the orders service's daily mail). */
export const lowStockResponseSchema = z.object({
  lowStock: z.array(lowStockPieceSchema),
});
export type LowStockResponse = z.infer<typeof lowStockResponseSchema>;

/** GET /api/admin/catalogue/stock-report: pieces low on stock, and the stock's value at today's rates. */
export const stockReportSchema = z.object({
  /** The default threshold. */
  threshold: count,
  lowStock: z.array(lowStockPieceSchema),
  /** Pieces priced by weight in stock, valued at the rates in force. */
  value: z.object({
    /** Pieces counted. */
    pieces: count,
    /** Their metal alone (net weight × rate per purity), paise. */
    metalValue: paise,
    /** What they sell for today (the price function: metal, making, stones, hallmarking, GST), paise. */
    total: paise,
  }),
  /** Pieces priced by weight in stock that cannot be priced now (no rate for their purity), left out of the value. */
  unpriced: z.array(z.object({ productId: z.string(), name: z.string(), stock: count, reason: z.string() })),
  /** When the rates in force were set (ISO 8601), if ever. */
  ratesSetAt: z.string().optional(),
});
export type StockReport = z.infer<typeof stockReportSchema>;
