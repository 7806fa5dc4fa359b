// Shipping labels and packing slips, printed like the job cards with one Print button:
// /admin/orders/:orderNumber/packing (one order, from its page; before it ships its label has no
// AWB) and /admin/orders/packing?date= (every order shipped on one day, today unless another is
// picked, from the board). Per order, an A6 label and then an A6 packing slip (packing.css and A6_PAGE_RULE).
import { useEffect, type JSX } from 'react';
import { Link, useParams, useSearchParams } from '@rmj/router';
import type { PackingResponse } from '@rmj/contracts';
import { AdminPage } from '../../../components/admin-page';
import { LoadFailed } from '../../../components/load-failed';
import { failureMessage } from '../../../lib/messages';
import { useAdminPackingQuery } from '../api/get-packing';
import { failureStatus, ORDER_MESSAGES } from '../lib/order-labels';
import { ORDERS_PATHS } from '../lib/orders-paths';
import { indianToday } from '../lib/packing';
import { PackingSlip } from './packing-slip';
import { ShippingLabel } from './shipping-label';
import './orders.css';
import './packing.css';
import { DayFilter } from './day-filter';
import { counted } from '../../../lib/counted';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The printed page while this screen is shown: A6 (105 x 148 mm, written out: Chromium does not know
 * the A6 keyword and would drop the rule), no margin. Every screen's CSS ships in one stylesheet, where
 * an @page rule would size every screen's printing, so the rule is added here and taken away on leaving;
 * added last, it also wins over the job cards' A5.
 */
const A6_PAGE_RULE = '@page { size: 105mm 148mm; margin: 0; }';

function useA6Pages(): void {
  useEffect(() => {
    const style = document.createElement('style');
    style.dataset.printPage = 'labels';
    style.textContent = `@media print { ${A6_PAGE_RULE} }`;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}

export function PackingPage(): JSX.Element {
  const { orderNumber } = useParams();
  useA6Pages();
  return (
    <AdminPage
      title={orderNumber ? `Label and slip of ${orderNumber}` : 'Labels and slips of a day’s shipments'}
      permission="readOrders"
    >
      {orderNumber ? <OrderParcel orderNumber={orderNumber} /> : <DayParcels />}
    </AdminPage>
  );
}

function OrderParcel({ orderNumber }: { orderNumber: string }): JSX.Element {
  const { data, error, isLoading, refetch } = useAdminPackingQuery({ orderNumber });
  return (
    <ParcelsScreen
      packing={data}
      loading={isLoading}
      error={
        error &&
        (failureStatus(error) === 404 ? ORDER_MESSAGES.notFound : failureMessage(error, ORDER_MESSAGES.packingFailed))
      }
      retry={refetch}
      back={<Link to={ORDERS_PATHS.order(orderNumber)}>Back to the order</Link>}
    />
  );
}

function DayParcels(): JSX.Element {
  const [params, setParams] = useSearchParams();
  const raw = params.get('date') ?? '';
  const date = DAY.test(raw) ? raw : indianToday();
  const { data, error, isLoading, refetch } = useAdminPackingQuery({ date });
  return (
    <ParcelsScreen
      packing={data}
      loading={isLoading}
      error={error && failureMessage(error, ORDER_MESSAGES.packingFailed)}
      retry={refetch}
      back={<Link to={ORDERS_PATHS.board}>Back to the orders</Link>}
      filter={<DayFilter id="adm-lbl-date" label="Shipped on" value={date} onChange={setParams} />}
    />
  );
}

interface ParcelsScreenProps {
  packing?: PackingResponse;
  loading: boolean;
  error?: string;
  retry: () => void;
  back: JSX.Element;
  filter?: JSX.Element;
}

function ParcelsScreen({ packing, loading, error, retry, back, filter }: ParcelsScreenProps): JSX.Element {
  const parcels = packing?.parcels ?? [];
  return (
    <div className="adm-lbl-screen">
      <div className="adm-lbl-toolbar">
        {back}
        {filter}
        <p role="status">{packing ? counted(parcels.length, 'parcel') : ''}</p>
        <button type="button" className="adm-button" onClick={() => window.print()} disabled={parcels.length === 0}>
          Print
        </button>
      </div>
      {loading && <p role="status">Loading the labels…</p>}
      {error && <LoadFailed message={error} onRetry={retry} />}
      {packing && parcels.length === 0 && <p className="adm-message">{ORDER_MESSAGES.noParcels}</p>}
      <div className="adm-lbl-sheet">
        {packing &&
          parcels.map((parcel) => (
            <div className="adm-lbl-parcel" key={parcel.order.orderNumber}>
              <ShippingLabel parcel={parcel} from={packing.from} />
              <PackingSlip parcel={parcel} />
            </div>
          ))}
      </div>
    </div>
  );
}
