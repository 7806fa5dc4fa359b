// A month's GST figures for the accountant: the month's net, the B2C summary by place of supply and
// rate, the HSN summary, and the three CSV files (register, B2C, HSN). Credit notes count negative.
import { useState, type JSX } from 'react';
import {
  GST_REPORT_TABLES,
  reportFileNames,
  REPORTS_MESSAGES,
  type GstB2cRow,
  type GstHsnRow,
  type GstReportTable,
} from '@rmj/contracts';
import { formatPaise } from '@rmj/ui';
import { FormField } from '../../../components/form-field';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useGstReportCsvMutation, useGstReportQuery } from '../api/reports-api';
import { counted } from '../../../lib/counted';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const TABLE_LABELS: Record<GstReportTable, string> = { register: 'Register', b2c: 'B2C summary', hsn: 'HSN summary' };
const HEADS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'] as const;

const amountCells = (row: GstB2cRow | GstHsnRow) =>
  [row.taxable, row.cgst, row.sgst, row.igst, row.total].map((paise, i) => (
    <td key={HEADS[i]} data-label={HEADS[i]}>
      {formatPaise(paise)}
    </td>
  ));

function Downloads({ month }: { month: string }): JSX.Element {
  const [download, state] = useGstReportCsvMutation();
  return (
    <div className="adm-rep-noprint">
      <ul className="adm-rep-downloads" aria-label="GST files">
        {GST_REPORT_TABLES.map((table) => (
          <li key={table}>
            <button
              type="button"
              className="adm-button adm-button--quiet"
              disabled={state.isLoading}
              onClick={() =>
                download({
                  call: { params: { table }, query: { month } },
                  fileName: reportFileNames.gst(table, month),
                })
              }
            >
              {`Download ${TABLE_LABELS[table]} CSV`}
            </button>
          </li>
        ))}
      </ul>
      {state.error && (
        <p className="adm-message adm-message--error" role="alert">
          {failureMessage(state.error, 'The CSV could not be downloaded. Please try again.')}
        </p>
      )}
    </div>
  );
}

function Figures({ month }: { month: string }): JSX.Element {
  const { data, isFetching, isError, refetch } = useGstReportQuery({ month });
  if (isFetching && !data) return <p role="status">Loading the GST figures…</p>;
  if (isError || !data) return <LoadFailed onRetry={refetch} />;
  const t = data.totals;
  return (
    <>
      {isFetching && <p role="status">Updating the GST figures…</p>}
      {t.invoices + t.creditNotes === 0 ? (
        <p>No tax invoice or credit note was issued in this month.</p>
      ) : (
        <p>
          {`${counted(t.invoices, 'tax invoice')} and ${counted(t.creditNotes, 'credit note')}: taxable value ${formatPaise(t.taxable)}, tax ${formatPaise(t.cgst + t.sgst + t.igst)}, total ${formatPaise(t.total)}.`}
        </p>
      )}
      <Downloads month={month} />
      <table className="adm-table adm-table--stack adm-rep-table">
        <caption>B2C summary by place of supply and rate</caption>
        <thead>
          <tr>
            <th scope="col">Place of supply</th>
            <th scope="col">Rate</th>
            {HEADS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.b2c.map((row) => (
            <tr key={`${row.placeOfSupply}-${row.ratePercent}`}>
              <th scope="row">{row.stateCode ? `${row.placeOfSupply} (${row.stateCode})` : row.placeOfSupply}</th>
              <td data-label="Rate">{`${row.ratePercent}%`}</td>
              {amountCells(row)}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="adm-table adm-table--stack adm-rep-table">
        <caption>HSN summary</caption>
        <thead>
          <tr>
            <th scope="col">HSN</th>
            <th scope="col">Pieces</th>
            {HEADS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.hsn.map((row) => (
            <tr key={row.hsn}>
              <th scope="row">{row.hsn}</th>
              <td data-label="Pieces">{row.quantity}</td>
              {amountCells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function GstSection({ initialMonth }: { initialMonth: string }): JSX.Element {
  const [draft, setDraft] = useState(initialMonth);
  const [month, setMonth] = useState(initialMonth);
  const [error, setError] = useState<string>();
  return (
    <section className="adm-rep-section" aria-labelledby="adm-rep-gst">
      <h2 id="adm-rep-gst">GST for the accountant</h2>
      <form
        className="adm-rep-fields"
        noValidate
        aria-label="GST month"
        onSubmit={(e) => {
          e.preventDefault();
          const good = MONTH.test(draft);
          setError(good ? undefined : REPORTS_MESSAGES.badMonth);
          if (good) setMonth(draft);
        }}
      >
        <FormField label="Month" error={error} hint="Invoices and credit notes issued in it, India time.">
          {(control) => (
            <input
              {...control}
              type="month"
              placeholder="YYYY-MM"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="adm-button">
          Show month
        </button>
      </form>
      <Figures month={month} />
    </section>
  );
}
