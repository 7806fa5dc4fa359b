// The owner's refund of a returned order: amount (what is left, by default), reason and note. The
// form makes one idempotency key when it opens, so a double click or a retry refunds once.
import { useEffect, useState, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { formatINR } from '@rmj/ui';
import { STAFF_REFUND_REASONS, type RefundRequest } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { REFUND_REASON_LABELS } from '../lib/order-labels';
import { refundFormResolver, type CheckedRefundForm, type RefundFormValues } from '../lib/refund-form';
import { SubformButtons } from './subform-buttons';

export interface RefundFormProps {
  /** Whole rupees left to refund. */
  leftRupees: number;
  onRefund: (request: RefundRequest) => Promise<void>;
  onClose: () => void;
  busy: boolean;
}

export function RefundForm({ leftRupees, onRefund, onClose, busy }: RefundFormProps): JSX.Element {
  // Once per open form: every submission of this form is the same refund.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { register, handleSubmit, formState, watch, setFocus } = useForm<RefundFormValues, unknown, CheckedRefundForm>({
    resolver: refundFormResolver(leftRupees),
    defaultValues: { amountRupees: String(leftRupees), reason: 'returned', note: '' },
  });
  const { errors } = formState;
  const amount = Number(watch('amountRupees'));
  useEffect(() => setFocus('amountRupees'), [setFocus]);

  const submit = handleSubmit(({ amountRupees, reason, note }) =>
    onRefund({ amountRupees, reason, idempotencyKey, ...(note ? { note } : {}) }),
  );

  return (
    <form className="adm-form adm-ord-subform" aria-label="Refund" noValidate onSubmit={submit}>
      <FormField
        label="Amount in rupees"
        hint={`Up to ${formatINR(leftRupees)} is left to refund.`}
        error={errors.amountRupees?.message}
      >
        {(control) => <input {...control} {...register('amountRupees')} inputMode="numeric" autoComplete="off" />}
      </FormField>
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => (
          <select {...control} {...register('reason')}>
            {STAFF_REFUND_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REFUND_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Note (optional)" error={errors.note?.message}>
        {(control) => <textarea {...control} {...register('note')} rows={2} maxLength={300} />}
      </FormField>
      <SubformButtons
        label={Number.isInteger(amount) && amount > 0 ? `Refund ${formatINR(amount)}` : 'Refund'}
        busyLabel="Refunding…"
        busy={busy}
        onClose={onClose}
      />
    </form>
  );
}
