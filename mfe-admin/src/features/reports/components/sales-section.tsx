// The sales report of a range: the figures as cards, sales over time as a chart (its own lazy chunk),
// the best sellers, the orders waiting now, and the periods as a CSV download.
import { lazy, Suspense, type JSX } from 'react';
import {
  PAYMENT_METHOD_LABELS,
  reportFileNames,
  type BestSeller,
  type SalesReport,
  SALES_REPORT_TABLES,
  type SalesReportTable,
} from '@rmj/contracts';
import { formatPaise } from '@rmj/ui';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useSalesReportCsvMutation, useSalesReportQuery } from '../api/reports-api';
import type { ReportRange } from '../lib/report-range';
import { counted } from '../../../lib/counted';

const SALES_TABLE_LABELS: Record<SalesReportTable, string> = {
  periods: 'sales',
  'best-sellers': 'best sellers',
  waiting: 'orders waiting',
};

const SalesChart = lazy(() => import('./sales-chart'));

function Cards({ report }: { report: SalesReport }): JSX.Element {
  const t = report.totals;
  const cards: Array<[string, string, string?]> = [
    [
      'Sales',
      formatPaise(t.amount),
      t.byMethod.map((b) => `${PAYMENT_METHOD_LABELS[b.method]} ${formatPaise(b.amount)}`).join(' · '),
    ],
    ['Orders', String(t.orders), counted(t.pieces, 'piece')],
    ['Average order', formatPaise(report.averageOrderValue)],
    ['Refunds', formatPaise(t.refundAmount), counted(t.refunds, 'refund')],
    ['Credit notes', formatPaise(t.creditNoteAmount), counted(t.creditNotes, 'credit note')],
    ['Customers', `${report.customers.new} new`, `${report.customers.returning} returning`],
  ];
  return (
    <dl className="adm-rep-cards">
      {cards.map(([name, figure, note]) => (
        <div key={name} className="adm-rep-card">
          <dt>{name}</dt>
          <dd>
            <strong>{figure}</strong>
            {note && <small>{note}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function BestSellers({ title, rows }: { title: string; rows: readonly BestSeller[] }): JSX.Element {
  return (
    <table className="adm-table adm-table--stack adm-rep-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Piece</th>
          <th scope="col">Pieces</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.productId}>
            <th scope="row">{row.name}</th>
            <td data-label="Pieces">{row.pieces}</td>
            <td data-label="Amount">{formatPaise(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Waiting({ report }: { report: SalesReport }): JSX.Element {
  if (report.waiting.length === 0) return <p>No orders are waiting.</p>;
  return (
    <table className="adm-table adm-table--stack adm-rep-table">
      <caption>Orders waiting now</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Orders</th>
          <th scope="col">Oldest (days)</th>
          <th scope="col">Average (days)</th>
        </tr>
      </thead>
      <tbody>
        {report.waiting.map((w) => (
          <tr key={w.state}>
            <th scope="row">{w.state}</th>
            <td data-label="Orders">{w.count}</td>
            <td data-label="Oldest (days)">{w.oldestDays}</td>
            <td data-label="Average (days)">{w.averageDays}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SalesSection({ range }: { range: ReportRange }): JSX.Element {
  const { data, isFetching, isError, refetch } = useSalesReportQuery(range);
  const [download, csv] = useSalesReportCsvMutation();
  if (isFetching && !data) return <p role="status">Loading the sales report…</p>;
  if (isError || !data) return <LoadFailed onRetry={refetch} />;
  return (
    <section className="adm-rep-section" aria-labelledby="adm-rep-sales">
      <div className="adm-rep-head">
        <h2 id="adm-rep-sales">Sales</h2>
      </div>
      <ul className="adm-rep-downloads adm-rep-noprint" aria-label="Sales files">
        {SALES_REPORT_TABLES.map((table) => (
          <li key={table}>
            <button
              type="button"
              className="adm-button adm-button--quiet"
              disabled={csv.isLoading}
              onClick={() =>
                download({
                  call: { ...range, table },
                  fileName: reportFileNames.sales(range.from, range.to, table),
                })
              }
            >
              {`Download ${SALES_TABLE_LABELS[table]} CSV`}
            </button>
          </li>
        ))}
      </ul>
      {csv.error && (
        <p className="adm-message adm-message--error" role="alert">
          {failureMessage(csv.error, 'The CSV could not be downloaded. Please try again.')}
        </p>
      )}
      {isFetching && <p role="status">Updating the sales report…</p>}
      <Cards report={data} />
      <Suspense fallback={<p role="status">Loading the chart…</p>}>
        <SalesChart periods={data.periods} />
      </Suspense>
      <div className="adm-rep-pair">
        <BestSellers title="Best sellers by pieces" rows={data.bestSellers.byPieces} />
        <BestSellers title="Best sellers by amount" rows={data.bestSellers.byAmount} />
      </div>
      <Waiting report={data} />
    </section>
  );
}
