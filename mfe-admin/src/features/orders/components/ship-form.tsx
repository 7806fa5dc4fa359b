// Shipping an order: the courier, the air-waybill number and (required for 'Other') the tracking
// link, checked beside each field before the move is sent.
import { useEffect, type JSX } from 'react';
import { useForm } from 'react-hook-form';
import { COURIER_NAMES, COURIERS, type ShipmentInput } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import {
  EMPTY_SHIP_FORM,
  shipFormResolver,
  toShipment,
  type CheckedShipForm,
  type ShipFormValues,
} from '../lib/ship-form';
import { SubformButtons } from './subform-buttons';

export interface ShipFormProps {
  /** Sends the move; resolves once it is done or refused (the page says which). */
  onShip: (shipment: ShipmentInput) => Promise<void>;
  onClose: () => void;
  busy: boolean;
  /** The form's name and its submit's words: shipping unless told (a correction). */
  name?: string;
  label?: string;
  busyLabel?: string;
  /** What the fields start with (a correction starts with what was recorded). */
  initial?: ShipmentInput;
}

export function ShipForm({
  onShip,
  onClose,
  busy,
  name = 'Ship the order',
  label = 'Ship the order',
  busyLabel = 'Shipping…',
  initial,
}: ShipFormProps): JSX.Element {
  const { register, handleSubmit, watch, formState, setFocus } = useForm<ShipFormValues, unknown, CheckedShipForm>({
    resolver: shipFormResolver,
    defaultValues: initial ? { ...EMPTY_SHIP_FORM, ...initial } : EMPTY_SHIP_FORM,
  });
  const { errors } = formState;
  const courier = watch('courier');
  useEffect(() => setFocus('courier'), [setFocus]);

  return (
    <form
      className="adm-form adm-ord-subform"
      aria-label={name}
      noValidate
      onSubmit={handleSubmit((values) => onShip(toShipment(values)))}
    >
      <FormField label="Courier" error={errors.courier?.message}>
        {(control) => (
          <select {...control} {...register('courier')}>
            <option value="">Choose…</option>
            {COURIER_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Air-waybill (AWB) number" error={errors.awb?.message}>
        {(control) => <input {...control} {...register('awb')} autoComplete="off" maxLength={20} />}
      </FormField>
      <FormField
        label={courier === 'Other' ? 'Tracking link' : 'Tracking link (optional)'}
        hint={
          courier && courier !== 'Other' && COURIERS[courier as keyof typeof COURIERS]
            ? "Leave empty to use the courier's tracking page."
            : undefined
        }
        error={errors.trackingUrl?.message}
      >
        {(control) => <input {...control} {...register('trackingUrl')} type="url" inputMode="url" maxLength={500} />}
      </FormField>
      <SubformButtons label={label} busyLabel={busyLabel} busy={busy} onClose={onClose} />
    </form>
  );
}
