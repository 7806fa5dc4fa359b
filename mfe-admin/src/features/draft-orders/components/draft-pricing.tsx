// The draft priced as the API answered it at the last save or read (today's rates): each line with
// its price, and the GST inside it as the quote's breakup gives it; the pieces, the owner's
// discount, shipping and the total sending would ask; a line that cannot be bought is flagged with
// the quote's words.
import type { JSX } from 'react';
import { formatINR, Price } from '@rmj/ui';
import { describeCustomization, type DraftPricing } from '@rmj/contracts';

/** Paise as rupees: "₹1,234.50". */
const money = (paise: number): string => formatINR(paise / 100);

function TaxLine({ line }: { line: DraftPricing['lines'][number] }): JSX.Element | null {
  const breakup = line.pricingRecord?.breakup;
  if (!breakup) return null;
  return (
    <span className="adm-drf-sub">
      Each: taxable value {money(breakup.taxable)} + GST {money(breakup.gst)}
      {breakup.pricing === 'by-weight' ? ` (${breakup.purity}, metal ${money(breakup.metalValue)})` : ''}
    </span>
  );
}

export function DraftPricingPanel({ pricing, stale }: { pricing: DraftPricing; stale: boolean }): JSX.Element {
  return (
    <section className="adm-drf-section" aria-labelledby="adm-drf-pricing">
      <h2 id="adm-drf-pricing" className="adm-subtitle">
        Pricing
      </h2>
      {stale && <p className="adm-field-hint">As priced at the last save: save again to price your changes.</p>}
      {!pricing.buyable && (
        <p className="adm-message adm-message--error" role="alert">
          {pricing.message}
        </p>
      )}
      <div className="adm-table-wrap">
        <table className="adm-table adm-table--stack adm-drf-table">
          <caption className="adm-visually-hidden">The draft’s lines as priced today</caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Price</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {pricing.lines.map((line, index) => {
              const unbuyable = line.availability !== undefined && line.availability !== 'in-stock';
              return (
                <tr key={index} className={unbuyable ? 'adm-drf-unbuyable' : undefined}>
                  <th scope="row">
                    {line.name}
                    {line.kind === 'custom' && <span className="adm-drf-sub">Not in the catalogue</span>}
                    {line.size && <span className="adm-drf-sub">Size {line.size}</span>}
                    {line.customization && (
                      <span className="adm-drf-sub">{describeCustomization(line.customization)}</span>
                    )}
                    <TaxLine line={line} />
                    {unbuyable && line.message && <strong className="adm-drf-flag">{line.message}</strong>}
                  </th>
                  <td data-label="Price">
                    <Price amount={line.price} />
                  </td>
                  <td data-label="Quantity">{line.quantity}</td>
                  <td data-label="Total">
                    <Price amount={line.total} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="adm-drf-sums">
        <dt>Pieces</dt>
        <dd>
          <Price amount={pricing.subtotal} />
        </dd>
        {pricing.discount > 0 && (
          <>
            <dt>Discount</dt>
            <dd>
              −<Price amount={pricing.discount} />
            </dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{pricing.shipping === 0 ? 'Free' : <Price amount={pricing.shipping} />}</dd>
        <dt>Total</dt>
        <dd>
          <strong>
            <Price amount={pricing.total} />
          </strong>
        </dd>
      </dl>
    </section>
  );
}
