// The customer-details form (spec sections 3 and 5): every field required except the country
// (India by default, six choices); a shopper whose name is not stored gets 'Guest'. Validated with
// the contract's schema, so the messages are the spec's, word for word.
import { useId, type JSX } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  COUNTRIES,
  customerDetailsSchema,
  GUEST_NAME,
  readSession,
  type CustomerDetails,
  type CustomerDetailsInput,
} from '@rmj/contracts';
import { useModalDialog } from '../lib/use-modal-dialog';

export interface CustomerDetailsModalProps {
  processing: boolean;
  onSubmit: (details: CustomerDetails) => void;
  onCancel: () => void;
}

type FieldName = Exclude<keyof CustomerDetailsInput, 'country'>;

const FIELDS: Array<{
  name: FieldName;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}> = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'address', label: 'Street Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The stored first and last name, else 'Guest'. */
function defaultCustomerName(): string {
  const session = readSession();
  return [session?.firstName, session?.lastName].filter(Boolean).join(' ') || GUEST_NAME;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (describedBy?: string) => JSX.Element;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`crt-field${error ? ' crt-field--invalid' : ''}`}>
      <label className="crt-field__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="crt-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A modal dialog: Escape is Cancel, and like Cancel it waits while a payment is under way. Then the
 * payment window (appended to the page) takes over, so the form stays on screen without being modal.
 */
export function CustomerDetailsModal({ processing, onSubmit, onCancel }: CustomerDetailsModalProps): JSX.Element {
  const id = useId();
  const dialog = useModalDialog({
    onCancel,
    cancellable: !processing,
    modal: !processing,
    initialFocus: (element) => element.querySelector('input'),
  });
  const { register, handleSubmit, formState } = useForm<CustomerDetailsInput, unknown, CustomerDetails>({
    resolver: zodResolver(customerDetailsSchema),
    defaultValues: {
      name: defaultCustomerName(),
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'India',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = formState;

  const input =
    (name: FieldName, registration: UseFormRegisterReturn, spec: (typeof FIELDS)[number]) => (describedBy?: string) => (
      <input
        id={`${id}-${name}`}
        className="crt-field__input"
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
    );

  return (
    <dialog ref={dialog} className="crt-modal" aria-labelledby={`${id}-title`}>
      <div className="crt-modal__panel">
        <h2 id={`${id}-title`} className="crt-modal__title">
          Customer Details
        </h2>
        <form className="crt-form" noValidate onSubmit={handleSubmit(onSubmit)}>
          {FIELDS.map((spec) => (
            <Field key={spec.name} id={`${id}-${spec.name}`} label={spec.label} error={errors[spec.name]?.message}>
              {input(spec.name, register(spec.name), spec)}
            </Field>
          ))}
          <Field id={`${id}-country`} label="Country">
            {() => (
              <select
                id={`${id}-country`}
                className="crt-field__input"
                autoComplete="country-name"
                {...register('country')}
              >
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {country}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="crt-form__actions">
            <button type="button" className="crt-btn crt-btn--secondary" onClick={onCancel} disabled={processing}>
              Cancel
            </button>
            <button
              type="submit"
              className="crt-btn crt-btn--primary"
              disabled={processing}
              aria-busy={processing || undefined}
            >
              {processing ? 'Processing...' : 'Proceed to Payment'}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
