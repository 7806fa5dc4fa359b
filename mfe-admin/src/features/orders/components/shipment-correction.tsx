// Correcting a shipped order's courier, AWB or tracking link (staff and owner): the Ship form again,
// filled with what was recorded. A refusal (409: not shipped, or someone corrected it first) shows
// its message and reloads the order.
import { useState, type JSX } from 'react';
import { ORDER_STATE, roleCan, type AdminOrder, type Courier, type StaffRole } from '@rmj/contracts';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage } from '../../../lib/messages';
import { useAdminCorrectShipmentMutation } from '../api/correct-shipment';
import { failureStatus, ORDER_MESSAGES } from '../lib/order-labels';
import { ShipForm } from './ship-form';

export interface ShipmentCorrectionProps {
  order: AdminOrder;
  role: StaffRole;
  reload: () => void;
}

export function ShipmentCorrection({ order, role, reload }: ShipmentCorrectionProps): JSX.Element | null {
  const [correct, { isLoading }] = useAdminCorrectShipmentMutation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const s = order.shipment;
  if (!s || order.status !== ORDER_STATE.shipped || !roleCan(role, 'fulfilOrders')) return null;
  // A link typed by hand is kept in the form; the courier's own page is filled in again from the AWB.
  const typed = s.courier === 'Other' || !s.trackingUrl.includes(encodeURIComponent(s.awb));
  return (
    <div className="adm-ord-correction">
      {open ? (
        <ShipForm
          name="Correct the shipment"
          label="Save the correction"
          busyLabel="Saving…"
          initial={{ courier: s.courier as Courier, awb: s.awb, ...(typed ? { trackingUrl: s.trackingUrl } : {}) }}
          busy={isLoading}
          onClose={() => setOpen(false)}
          onShip={async (shipment) => {
            setOutcome(null);
            try {
              await correct({ params: { orderNumber: order.orderNumber }, body: shipment }).unwrap();
              setOpen(false);
              setOutcome({ ok: true, text: ORDER_MESSAGES.shipmentCorrected });
            } catch (error) {
              setOutcome({ ok: false, text: failureMessage(error, ORDER_MESSAGES.correctionFailed) });
              if (failureStatus(error) === 409) reload();
            }
          }}
        />
      ) : (
        <button type="button" className="adm-button adm-button--quiet" onClick={() => setOpen(true)}>
          Correct courier or AWB
        </button>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </div>
  );
}
