// What the customer paid beyond the order's total, on the order page's Payment panel: the extra and
// what of it was refunded, and for roles that refund orders "Refund the extra ₹X" after a
// confirmation. The answer (or the refusal) is said beside it; the order is read again either way.
import { useState, type JSX } from 'react';
import type { OrderPaymentLedger } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { ConfirmByName } from '../../../components/confirm-by-name';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage } from '../../../lib/messages';
import { useAdminRefundOrderExtraMutation } from '../api/refund-extra';
import { LEDGER_WORDS } from '../lib/order-labels';

export interface RefundExtraProps {
  orderNumber: string;
  ledger: OrderPaymentLedger;
}

export function RefundExtra({ orderNumber, ledger }: RefundExtraProps): JSX.Element | null {
  const [refundExtra, refunding] = useAdminRefundOrderExtraMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (ledger.extraRupees <= 0 && !outcome) return null;
  const left = ledger.extraLeftRupees;

  const confirm = async (): Promise<void> => {
    setOutcome(null);
    try {
      await refundExtra({ params: { orderNumber }, body: { amountRupees: left } }).unwrap();
      setOutcome({ ok: true, text: LEDGER_WORDS.extraRefunding(left) });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, LEDGER_WORDS.refundExtraFailed) });
    }
  };

  return (
    <section className="adm-ord-subform" aria-label="Paid beyond the total">
      {ledger.extraRupees > 0 && (
        <p className="adm-ord-ledger-line">
          Paid beyond the total: <strong>{formatINR(ledger.extraRupees)}</strong>
          {ledger.extraRefundedRupees > 0 && <>, of which {formatINR(ledger.extraRefundedRupees)} refunded</>}.
        </p>
      )}
      {ledger.canRefundExtra && (
        <div className="adm-actions">
          <ConfirmByName
            label={`Refund the extra ${formatINR(left)}`}
            confirmLabel={`Yes, refund ${formatINR(left)} to the customer`}
            keepLabel="Keep it for now"
            busy={refunding.isLoading}
            onConfirm={() => void confirm()}
          />
        </div>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </section>
  );
}
