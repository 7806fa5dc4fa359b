// The order's lines as bought: piece, variant, size, quantity and price, with the personalisation
// in full under each, then the totals.
import type { JSX } from 'react';
import type { AdminOrder } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { LinePersonalisation } from './line-personalisation';
import { OrderPanel } from './order-panel';

const grams = (mg: number) => (mg / 1000).toFixed(3);

export function OrderLines({ order }: { order: AdminOrder }): JSX.Element {
  return (
    <OrderPanel name="lines" title="Pieces" className="adm-ord-wide">
      <ol className="adm-ord-lines">
        {order.lines.map((line, index) => (
          <li key={`${line.productId}-${index}`} className="adm-ord-line">
            <h3>
              {line.name}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </h3>
            <dl className="adm-ord-facts">
              {line.variant && (
                <>
                  <dt>Variant</dt>
                  <dd>{line.variant}</dd>
                </>
              )}
              {line.size && (
                <>
                  <dt>Size</dt>
                  <dd>{line.size}</dd>
                </>
              )}
              <dt>Quantity</dt>
              <dd>{line.quantity}</dd>
              <dt>Price</dt>
              <dd>
                {formatINR(line.price)} each, {formatINR(line.total)}
              </dd>
              {line.pricingRecord?.breakup.pricing === 'by-weight' && (
                <>
                  <dt>Priced at</dt>
                  <dd>
                    {grams(line.pricingRecord.breakup.netWeightMg)} g net, {line.pricingRecord.breakup.purity}
                  </dd>
                </>
              )}
              {line.pricingRecord?.actualNetWeightMg && (
                <>
                  <dt>Actual weight</dt>
                  <dd>{grams(line.pricingRecord.actualNetWeightMg)} g net</dd>
                </>
              )}
              {line.pricingRecord?.huids && (
                <>
                  <dt>HUID</dt>
                  <dd>
                    {line.pricingRecord.huids.length > 0
                      ? line.pricingRecord.huids.join(', ')
                      : 'Given at Quality check'}
                  </dd>
                </>
              )}
              {order.oversold?.includes(line.productId) && (
                <>
                  <dt>Stock</dt>
                  <dd>Paid beyond stock: make or source it.</dd>
                </>
              )}
            </dl>
            {line.customization && <LinePersonalisation customization={line.customization} />}
          </li>
        ))}
      </ol>
      <dl className="adm-ord-facts adm-ord-totals">
        <dt>Subtotal</dt>
        <dd>{formatINR(order.subtotal)}</dd>
        {order.discount > 0 && (
          <>
            <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
            <dd>−{formatINR(order.discount)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{formatINR(order.shipping)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatINR(order.total)}</strong>
        </dd>
      </dl>
    </OrderPanel>
  );
}
