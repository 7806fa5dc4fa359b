// The stock: pieces at or below their threshold, and what the stock priced by weight is worth at
// today's rates (its selling price and its metal alone); pieces that cannot be priced are named.
import type { JSX } from 'react';
import { formatPaise } from '@rmj/ui';
import { LoadFailed } from '../../../components/load-failed';
import { useStockReportQuery } from '../api/reports-api';

export function StockSection(): JSX.Element {
  const { data, isLoading, isError, refetch } = useStockReportQuery();
  return (
    <section className="adm-rep-section" aria-labelledby="adm-rep-stock">
      <h2 id="adm-rep-stock">Stock</h2>
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
