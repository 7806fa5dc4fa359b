// The reports screen: this month's sales as cards, a chart (with its table for screen readers), best
// sellers and orders waiting; a range checked beside its fields before it is asked for; the month's
// GST tables and their CSV files; the stock running low and its value; owner and support only.
import { configure, screen, within } from '@testing-library/react';
import { REPORTS_MESSAGES, type GstMonthReport, type SalesReport, type StockReport } from '@rmj/contracts';
import { catchDownloads, installFakeFetch, requestsTo } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { indianToday, presetRange } from '../lib/report-range';

configure({ asyncUtilTimeout: 5000 });

const SALES = '/api/admin/reports/sales';
const GST = '/api/admin/reports/gst';
const methods = (razorpay: number, cod: number) => [
  { method: 'razorpay' as const, orders: 2, amount: razorpay },
  { method: 'cod' as const, orders: 1, amount: cod },
  { method: 'payment_link' as const, orders: 0, amount: 0 },
];
const figures = {
  orders: 3,
  pieces: 4,
  amount: 1_810_000,
  byMethod: methods(1_460_000, 350_000),
  refunds: 1,
  refundAmount: 250_000,
  creditNotes: 1,
  creditNoteAmount: 250_000,
};
const sales: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  group: 'day',
  periods: [
    {
      start: '2026-11-01',
      label: '1 Nov 2026',
      ...figures,
      refunds: 0,
      refundAmount: 0,
      creditNotes: 0,
      creditNoteAmount: 0,
    },
    { start: '2026-11-02', label: '2 Nov 2026', ...figures, orders: 0, pieces: 0, amount: 0, byMethod: methods(0, 0) },
  ],
  totals: figures,
  averageOrderValue: 603_333,
  bestSellers: {
    byPieces: [{ productId: 'p1', name: 'Silver Toe Rings', pieces: 3, amount: 239_700 }],
    byAmount: [{ productId: 'p2', name: 'Gold Heart Pendant', pieces: 1, amount: 1_200_000 }],
  },
  customers: { new: 2, returning: 1 },
  waiting: [{ state: 'Processing', count: 4, oldestDays: 6, averageDays: 2.5 }],
};
const amounts = { taxable: 1_757_282, cgst: 13_180, sgst: 13_180, igst: 26_358, rounding: 0, total: 1_810_000 };
const gst: GstMonthReport = {
  month: '2026-11',
  register: [],
  b2c: [
    { placeOfSupply: 'Tamil Nadu', stateCode: '33', ratePercent: 3, ...amounts, igst: 0 },
    { placeOfSupply: 'Karnataka', stateCode: '29', ratePercent: 3, ...amounts, cgst: 0, sgst: 0 },
  ],
  hsn: [{ hsn: '7113', quantity: 4, ...amounts }],
  totals: { invoices: 3, creditNotes: 1, ...amounts },
};

const stock: StockReport = {
  threshold: 2,
  lowStock: [{ productId: 'p1', name: 'Silver Toe Rings', stock: 0, threshold: 2 }],
  value: { pieces: 3, metalValue: 18_130_320, total: 20_928_900 },
  unpriced: [{ productId: 'p9', name: 'Silver Anklet', stock: 4, reason: 'There is no rate today.' }],
};

const network = () =>
  installFakeFetch({
    'GET /api/admin/catalogue/stock-report': { body: stock },
    'GET /api/admin/catalogue/stock-report/csv': { text: '\uFEFFPiece\r\n', contentType: 'text/csv' },
    [`GET ${SALES}`]: { body: sales },
    [`GET ${SALES}/csv`]: { text: '\uFEFFPeriod from\r\n', contentType: 'text/csv' },
    [`GET ${GST}`]: { body: gst },
    [`GET ${GST}/register/csv`]: { text: '\uFEFFType\r\n', contentType: 'text/csv' },
  });

afterEach(() => sessionStorage.clear());

it("shows this month's sales: cards, the chart's figures, best sellers and orders waiting", async () => {
  const seen = network();
  signInAs('owner');
  renderAdmin('/admin/reports');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  const salesCard = (await screen.findByText('Sales', { selector: 'dt' })).parentElement!;
  expect(salesCard).toHaveTextContent('₹18,100Razorpay ₹14,600 · Cash on delivery ₹3,500 · Payment link ₹0');
  expect(screen.getByText('Average order', { selector: 'dt' }).parentElement).toHaveTextContent('₹6,033.33');
  expect(screen.getByText('Customers', { selector: 'dt' }).parentElement).toHaveTextContent('2 new1 returning');
  expect(screen.getByText('Orders', { selector: 'dt' }).parentElement).toHaveTextContent('34 pieces');
  expect(screen.getByText('Credit notes', { selector: 'dt' }).parentElement).toHaveTextContent(/1 credit note$/);
  // The chart is drawn for the eye; its figures are a table for screen readers.
  const chartTable = await screen.findByRole('table', { name: 'Money in per period' });
  expect(within(chartTable).getByRole('row', { name: '1 Nov 2026 3 ₹18,100' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Best sellers by pieces' })).toHaveTextContent('Silver Toe Rings3₹2,397');
  expect(screen.getByRole('table', { name: 'Orders waiting now' })).toHaveTextContent('Processing462.5');
  const { from, to } = presetRange('this-month', new Date());
  const [asked] = requestsTo(seen, SALES);
  expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ from, to, group: 'day' });
});

it('checks the range beside its fields before asking, and asks for a preset at once', async () => {
  const seen = network();
  signInAs('support');
  const { user } = renderAdmin('/admin/reports');
  const from = await screen.findByLabelText('From');
  await user.clear(from);
  await user.type(from, '2026-11-20');
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '2026-11-10');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(await screen.findByText(REPORTS_MESSAGES.toBeforeFrom)).toBeInTheDocument();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(seen, SALES)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Last month' }));
  const last = presetRange('last-month', new Date());
  await screen.findByText(`From ${last.from} to ${last.to}, India time.`);
  expect(requestsTo(seen, SALES).at(-1)!.url.searchParams.get('from')).toBe(last.from);
});

it('downloads the best sellers as a CSV of their own, for the range shown', async () => {
  const seen = network();
  const downloads = catchDownloads();
  signInAs('owner');
  const { user } = renderAdmin('/admin/reports');
  await user.click(await screen.findByRole('button', { name: 'Download best sellers CSV' }));
  await screen.findByRole('button', { name: 'Download best sellers CSV' });
  const [asked] = requestsTo(seen, `${SALES}/csv`);
  const { from, to } = presetRange('this-month', new Date());
  expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ from, to, group: 'day', table: 'best-sellers' });
  expect(downloads.saved.map((d) => d.name)).toEqual([`rmj-best-sellers-${from}-to-${to}.csv`]);
  downloads.restore();
});

it("shows the month's GST summaries and downloads the register as a CSV", async () => {
  const seen = network();
  const downloads = catchDownloads();
  signInAs('owner');
  const { user } = renderAdmin('/admin/reports');
  const b2c = await screen.findByRole('table', { name: 'B2C summary by place of supply and rate' });
  expect(within(b2c).getByRole('row', { name: /Karnataka \(29\) 3%/ })).toHaveTextContent('₹263.58');
  expect(screen.getByRole('table', { name: 'HSN summary' })).toHaveTextContent('71134');
  expect(screen.getByText(/^3 tax invoices and 1 credit note: taxable value/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Download Register CSV' }));
  await screen.findByRole('button', { name: 'Download Register CSV' });
  expect(requestsTo(seen, `${GST}/register/csv`)).toHaveLength(1);
  expect(downloads.saved.map((d) => d.name)).toEqual([
    `rmj-gst-register-${requestsTo(seen, GST)[0]!.url.searchParams.get('month')}.csv`,
  ]);
  downloads.restore();
});

it('shows the pieces low on stock and the stock’s value at today’s rates, and downloads the stock', async () => {
  network();
  signInAs('support');
  const { user } = renderAdmin('/admin/reports');
  const low = await screen.findByRole('table', { name: 'Low on stock (2 or fewer)' });
  expect(within(low).getByRole('row', { name: 'Silver Toe Rings 0 2' })).toBeInTheDocument();
  expect(
    screen.getByText(
      "Pieces priced by weight in stock: 3, worth ₹2,09,289 at today's rates (metal alone ₹1,81,303.20).",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Not valued (no rate today): Silver Anklet (4).')).toBeInTheDocument();
  const downloads = catchDownloads();
  await user.click(screen.getByRole('button', { name: 'Download stock CSV' }));
  await screen.findByRole('button', { name: 'Download stock CSV' });
  expect(downloads.saved.map((d) => d.name)).toEqual([`rmj-stock-${indianToday(new Date())}.csv`]);
  downloads.restore();
});

it('is not for staff: the page explains instead', async () => {
  network();
  signInAs('staff');
  renderAdmin('/admin/reports');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
});
