// One A6 shipping label (105 x 148 mm): To (the customer's name, address, PIN and phone) in large
// type, From (the shop), the order number as a Code 128 barcode, the courier and AWB once shipped,
// the pieces' weight, and the amount to collect when the order is cash on delivery.
import type { JSX } from 'react';
import type { PackingParcel, ShipFrom } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { addressLines, parcelWeight, weightText } from '../lib/packing';
import { OrderBarcode } from './order-barcode';

export interface ShippingLabelProps {
  parcel: PackingParcel;
  from: ShipFrom;
}

export function ShippingLabel({ parcel, from }: ShippingLabelProps): JSX.Element {
  const { order, amountToCollect } = parcel;
  const { customer, shipment } = order;
  return (
    <article className="adm-lbl adm-lbl-label" aria-label={`Shipping label ${order.orderNumber}`}>
      <section className="adm-lbl-to" aria-label="To">
        <h2>To</h2>
        <p className="adm-lbl-name">{customer.name}</p>
        {addressLines(customer).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="adm-lbl-phone">Phone {customer.phone}</p>
      </section>
      {amountToCollect !== undefined && (
        <p className="adm-lbl-cod" aria-label="Cash on delivery">
          COD: collect {formatINR(amountToCollect)}
        </p>
      )}
      <div className="adm-lbl-code">
        <OrderBarcode value={order.orderNumber} />
      </div>
      <dl className="adm-lbl-facts">
        <dt>Order</dt>
        <dd>{order.orderNumber}</dd>
        <dt>Courier</dt>
        <dd>{shipment?.courier ?? 'Not shipped yet'}</dd>
        {shipment && (
          <>
            <dt>AWB</dt>
            <dd className="adm-lbl-awb">{shipment.awb}</dd>
          </>
        )}
        <dt>Weight</dt>
        <dd>{weightText(parcelWeight(order.lines))}</dd>
      </dl>
      <section className="adm-lbl-from" aria-label="From">
        <h2>From</h2>
        <p className="adm-lbl-from-name">{from.name}</p>
        <p>{from.address}</p>
        <p>Phone {from.phone}</p>
      </section>
    </article>
  );
}
