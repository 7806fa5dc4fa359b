// One packing slip (A6, as the label, so both print on the same paper; a long order runs on to a
// second page): the order number, its payment date, the customer, and every piece with its size,
// metal and purity, weight, quantity and personalisation, with a box for the packer to tick (on
// screen too). It goes inside the parcel, which is often a gift, so it shows no prices.
import type { JSX } from 'react';
import { purityName, type PackingParcel } from '@rmj/contracts';
import { formatDueDay } from '../lib/dates';
import { formatGrams, personalisationSummary } from '../lib/packing';
import { readPersonalisation } from '../lib/personalisation';

/** What the slip prints of a fact the catalogue did not record when the piece was bought. */
const NOT_RECORDED = 'Not recorded';

export function PackingSlip({ parcel }: { parcel: PackingParcel }): JSX.Element {
  const { order } = parcel;
  const pieces = order.lines.reduce((n, line) => n + line.quantity, 0);
  return (
    <article className="adm-lbl adm-lbl-slip" aria-label={`Packing slip ${order.orderNumber}`}>
      <header className="adm-lbl-slip-head">
        <h2>Packing slip</h2>
        <p className="adm-lbl-slip-number">{order.orderNumber}</p>
        <p>Ordered {formatDueDay(order.paidAt)}</p>
        <p>
          For {order.customer.name}, {order.customer.city}
        </p>
      </header>
      <table className="adm-lbl-pieces">
        <caption>
          {pieces} {pieces === 1 ? 'piece' : 'pieces'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Piece</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const make = line.make;
            const metal = make?.metal ?? line.variant;
            const purity = make ? purityName(make.metal, make.fineness) : undefined;
            const summary = personalisationSummary(line);
            // A ring's size may have been chosen with its personalisation (as the job card reads it).
            const size = line.size ?? (line.customization ? readPersonalisation(line.customization).size : undefined);
            return (
              <tr key={`${line.productId}-${index}`}>
                <td>
                  <input type="checkbox" className="adm-lbl-tick" aria-label={`Packed: ${line.name}`} />
                </td>
                <td>
                  <p className="adm-lbl-piece-name">{line.name}</p>
                  <p>
                    Size {size ?? '—'} · {[metal, purity].filter(Boolean).join(', ') || NOT_RECORDED} ·{' '}
                    {make?.gram != null ? formatGrams(make.gram) : `Weight ${NOT_RECORDED.toLowerCase()}`}
                  </p>
                  {summary && <p className="adm-lbl-piece-custom">{summary}</p>}
                </td>
                <td className="adm-lbl-qty">{line.quantity}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="adm-lbl-packed-by">Packed by ______________</p>
    </article>
  );
}
