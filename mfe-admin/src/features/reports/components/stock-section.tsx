// The stock: pieces at or below their threshold, and what the stock priced by weight is worth at
// today's rates (its selling price and its metal alone); pieces that cannot be priced are named; every
// piece with its stock and value as a CSV.
import type { JSX } from 'react';
import { reportFileNames } from '@rmj/contracts';
import { formatPaise } from '@rmj/ui';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useStockReportCsvMutation, useStockReportQuery } from '../api/reports-api';
import { indianToday } from '../lib/report-range';

function StockCsv(): JSX.Element {
  const [download, state] = useStockReportCsvMutation();
  return (
    <div className="adm-rep-noprint">
      <button
        type="button"
        className="adm-button adm-button--quiet"
        disabled={state.isLoading}
        onClick={() => download({ call: undefined, fileName: reportFileNames.stock(indianToday(new Date())) })}
      >
        {state.isLoading ? 'Downloading…' : 'Download stock CSV'}
      </button>
      {state.error && (
        <p className="adm-message adm-message--error" role="alert">
          {failureMessage(state.error, 'The CSV could not be downloaded. Please try again.')}
        </p>
      )}
    </div>
  );
}

export function StockSection(): JSX.Element {
  const { data, isLoading, isError, refetch } = useStockReportQuery();
  return (
    <section className="adm-rep-section" aria-labelledby="adm-rep-stock">
      <div className="adm-rep-head">
        <h2 id="adm-rep-stock">Stock</h2>
        <StockCsv />
      </div>
      {isLoading ? (
        <p role="status">Loading the stock…</p>
      ) : isError || !data ? (
        <LoadFailed onRetry={refetch} />
      ) : (
        <>
          <p>
            {`Pieces priced by weight in stock: ${data.value.pieces}, worth ${formatPaise(data.value.total)} at today's rates (metal alone ${formatPaise(data.value.metalValue)}).`}
          </p>
          {data.unpriced.length > 0 && (
            <p>{`Not valued (no rate today): ${data.unpriced.map((p) => `${p.name} (${p.stock})`).join(', ')}.`}</p>
          )}
          {data.lowStock.length === 0 ? (
            <p>{`No piece is at or below ${data.threshold} in stock.`}</p>
          ) : (
            <table className="adm-table adm-table--stack adm-rep-table">
              <caption>{`Low on stock (${data.threshold} or fewer)`}</caption>
              <thead>
                <tr>
                  <th scope="col">Piece</th>
                  <th scope="col">In stock</th>
                  <th scope="col">Threshold</th>
                </tr>
              </thead>
              <tbody>
                {data.lowStock.map((p) => (
                  <tr key={p.productId}>
                    <th scope="row">{p.name}</th>
                    <td data-label="In stock">{p.stock}</td>
                    <td data-label="Threshold">{p.threshold}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
