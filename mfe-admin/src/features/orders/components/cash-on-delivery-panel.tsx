// A cash-on-delivery order's cash: what is still to collect at the door, and, once the courier has
// the parcel, the form staff record the cash with (amount due and today, India time, filled in). The
// server checks the amount and the day again and records the cash once (a second press gets its
// message and the order is read again); shown only for cash-on-delivery orders.
import { useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cashCollectedRequestSchema,
  DELIVERY_TIME_ZONE,
  PAYMENT_METHOD,
  type AdminOrder,
  type CashCollectedRequest,
} from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage } from '../../../lib/messages';
import { formatWhen } from '../../../lib/format-when';
import { useAdminCashCollectedMutation } from '../api/record-cash';
import { failureStatus, ORDER_MESSAGES } from '../lib/order-labels';
import { OrderPanel } from './order-panel';

/** Today in India (YYYY-MM-DD): the collection day's default and latest value. */
export const indianToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DELIVERY_TIME_ZONE }).format(now);

export interface CashOnDeliveryPanelProps {
  order: AdminOrder;
  /** Asks for the order again (after a refusal: it changed under us). */
  reload: () => void;
}

export function CashOnDeliveryPanel({ order, reload }: CashOnDeliveryPanelProps): JSX.Element | null {
  const [record, { isLoading }] = useAdminCashCollectedMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const today = indianToday();
  const { register, handleSubmit, formState } = useForm<CashCollectedRequest>({
    resolver: zodResolver(cashCollectedRequestSchema),
    defaultValues: { amountRupees: order.amountDueRupees, collectedOn: today },
  });
  if (order.paymentMethod !== PAYMENT_METHOD.cod) return null;
  const { errors } = formState;
  const cash = order.cashCollection;

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      await record({ params: { orderNumber: order.orderNumber }, body }).unwrap();
      setOutcome({ ok: true, text: `Cash of ${formatINR(body.amountRupees)} recorded. The order is paid.` });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, ORDER_MESSAGES.cashFailed) });
      if (failureStatus(error) === 409) reload();
    }
  });

  return (
    <OrderPanel name="cash" title="Cash on delivery">
      <dl className="adm-ord-facts">
        <dt>To collect</dt>
        <dd>{formatINR(order.amountDueRupees)}</dd>
        {cash && (
          <>
            <dt>Collected</dt>
            <dd>
              {formatINR(cash.amountRupees)} on {cash.collectedOn} (recorded by {cash.recordedBy},{' '}
              {formatWhen(cash.recordedAt)})
            </dd>
          </>
        )}
      </dl>
      {order.canRecordCash && (
        <form className="adm-form adm-ord-subform" aria-label="Cash collected" noValidate onSubmit={submit}>
          <FormField label="Amount collected (₹)" error={errors.amountRupees?.message}>
            {(control) => (
              <input
                {...control}
                {...register('amountRupees', { valueAsNumber: true })}
                type="number"
                min={1}
                step={1}
              />
            )}
          </FormField>
          <FormField label="Collected on" error={errors.collectedOn?.message}>
            {(control) => <input {...control} {...register('collectedOn')} type="date" max={today} />}
          </FormField>
          <div className="adm-ord-buttons">
            <button type="submit" className="adm-button" disabled={isLoading}>
              {isLoading ? 'Recording…' : 'Record cash collected'}
            </button>
          </div>
        </form>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </OrderPanel>
  );
}
