// The customer-details form (spec sections 3 and 5): every field required except the country
// (India by default, six choices); a shopper whose name is not stored gets 'Guest'. Validated with
// the contract's schema, so the messages are the spec's, word for word. A returning customer's form
// is filled from their account and latest order, and offers their saved addresses; in India the
// State is a list and the PIN code fills City and State; a new address can be saved to the account
// (a tick box the shopper ticks, never ticked for them). From PAN_THRESHOLD_RUPEES on, the form asks
// for the buyer's PAN (the law's rule for jewellery), checked with the contract's panSchema; below it
// the field is neither shown nor sent. Near the Pay button: until when the prices are held, and an
// alert region for the server's word that the rates moved the price meanwhile. When the shop offers
// cash on delivery, a Payment choice (payment-choice.tsx) places an eligible order without paying online.
import { Fragment, useEffect, useId, useState, type JSX, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  COUNTRIES,
  customerDetailsSchema,
  PAN_REQUIRED_MESSAGE,
  PAN_THRESHOLD_RUPEES,
  panSchema,
  paths,
  GUEST_NAME,
  readSession,
  SAVED_ADDRESSES_MAX,
  PAYMENT_METHOD,
  type CustomerDetails,
  type CustomerDetailsInput,
  type PaymentMethod,
  type SavedAddress,
} from '@rmj/contracts';
import { formatDate, pathInLang, useLang } from '@rmj/i18n';
import { indiaClock, PrivacyNotice } from '@rmj/ui';
import { words } from '../../../i18n';
import { useServerWords } from '../../../lib/use-shop-words';
import { useAddAddressMutation } from '../api/add-address';
import { addressValues, isSameAddress, listedState } from '../lib/checkout-prefill';
import { useCheckoutPrefill } from '../lib/use-checkout-prefill';
import { useModalDialog } from '@rmj/ui';
import { usePinFill } from '../lib/use-pin-fill';
import { PaymentChoice, useCodOffer } from './payment-choice';
import { SavedAddressChoice } from './saved-address-choice';
import { StateField } from './state-field';

export interface CustomerDetailsModalProps {
  processing: boolean;
  /** The details, and the buyer's PAN when the total asks for one. */
  onSubmit: (details: CustomerDetails, pan?: string) => void;
  onCancel: () => void;
  /** What the order will charge in all (rupees): PAN_THRESHOLD_RUPEES or more asks for the PAN. */
  chargeTotal?: number;
  /** The server's words when the rates moved the price (shown in the alert region). */
  priceNotice?: string | null;
  /** Until when the prices shown are held (ISO 8601). */
  heldUntil?: string;
  /** Cash on delivery chosen: places the order unpaid instead of paying (offered only when eligible). */
  onPlaceCod?: (details: CustomerDetails, pan?: string) => void;
  /** The owner's cash-on-delivery limit (whole rupees; 0: not offered). */
  codLimitRupees?: number;
}

/** The form with the PAN: required, then in the shape panSchema checks (its message). */
const withPanSchema = customerDetailsSchema.extend({
  pan: z.string().trim().min(1, PAN_REQUIRED_MESSAGE).pipe(panSchema),
});

type FormInput = CustomerDetailsInput & { pan?: string };
type FormOutput = CustomerDetails & { pan?: string };

type FieldName = Exclude<keyof CustomerDetailsInput, 'country' | 'state'>;

const FIELDS: Array<{
  name: FieldName;
  label: 'form.name' | 'form.email' | 'form.phone' | 'form.address' | 'form.zipCode' | 'form.city';
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
}> = [
  { name: 'name', label: 'form.name', autoComplete: 'name' },
  { name: 'email', label: 'form.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'form.phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'address', label: 'form.address', autoComplete: 'street-address' },
  // The PIN before City and State: in India it fills them.
  { name: 'zipCode', label: 'form.zipCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'form.city', autoComplete: 'address-level2' },
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
  note,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Spans both columns on a wide screen (the street address). */
  wide?: boolean;
  /** A polite line under the field (what the PIN code filled). */
  note?: string;
  children: (describedBy?: string) => JSX.Element;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`crt-field${wide ? ' crt-field--wide' : ''}${error ? ' crt-field--invalid' : ''}`}>
      <label className="crt-field__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="crt-field__error">
          {error}
        </p>
      )}
      {note !== undefined && (
        <p className="crt-field__note" aria-live="polite">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * A modal dialog: Escape is Cancel, and like Cancel it waits while a payment is under way. Then the
 * payment window (appended to the page) takes over, so the form stays on screen without being modal.
 */
export function CustomerDetailsModal({
  processing,
  onSubmit,
  onCancel,
  chargeTotal = 0,
  priceNotice,
  heldUntil,
  onPlaceCod,
  codLimitRupees = 0,
}: CustomerDetailsModalProps): JSX.Element {
  const panRequired = chargeTotal >= PAN_THRESHOLD_RUPEES;
  const codOffer = useCodOffer(chargeTotal, codLimitRupees);
  const [chosenMethod, setMethod] = useState<PaymentMethod>(PAYMENT_METHOD.razorpay);
  // A cart that stops being eligible (a re-quote over the limit) goes back to paying online.
  const cod = chosenMethod === PAYMENT_METHOD.cod && codOffer.eligible && onPlaceCod !== undefined;
  const id = useId();
  const t = words.useT();
  const lang = useLang();
  // The contract's messages are English: a Tamil page shows them in Tamil (known texts).
  const say = useServerWords();
  const heldAt = heldUntil ? (lang === 'en' ? indiaClock(heldUntil) : formatDate(heldUntil, lang, 'time')) : '';
  const dialog = useModalDialog({
    onCancel,
    cancellable: !processing,
    modal: !processing,
    initialFocus: (element) => element.querySelector('input'),
  });
  const [storedName] = useState(defaultCustomerName);
  // The resolver follows the total: a re-quote past the threshold asks for the PAN at the next press.
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(panRequired ? withPanSchema : customerDetailsSchema) as never,
    defaultValues: {
      name: storedName,
      email: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'India',
      pan: '',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, watch, setValue, getValues } = form;
  const { errors } = formState;
  const { account, onTyped } = useCheckoutPrefill(form, storedName);
  const pinNote = usePinFill(form);
  const [addAddress] = useAddAddressMutation();
  const [saveAddress, setSaveAddress] = useState(false);
  const country = watch('country');
  const india = country === 'India';
  const saved = account?.addresses ?? [];
  const values = watch();
  const chosen = saved.find((address) => isSameAddress(values, address));
  const canSave = !chosen && account !== undefined && saved.length < SAVED_ADDRESSES_MAX;

  // In India the State is the list's: a state written otherwise ('TN') is read into it, else emptied.
  useEffect(() => {
    if (!india) return;
    const state = getValues('state') ?? '';
    const listed = listedState(state);
    if (listed !== state) setValue('state', listed);
  }, [india, getValues, setValue]);

  function choose(address: SavedAddress): void {
    for (const [field, value] of Object.entries(addressValues(address)))
      setValue(field as keyof CustomerDetailsInput, value, {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
  }

  function startNew(): void {
    for (const field of ['address', 'city', 'state', 'zipCode'] as const) setValue(field, '', { shouldDirty: true });
  }

  function submit({ pan, ...details }: FormOutput): void {
    // Saving is a courtesy beside the payment: its answer is not awaited and a refusal stops nothing.
    if (canSave && saveAddress) {
      const { email: _email, ...address } = details;
      void addAddress(address);
    }
    if (cod) onPlaceCod(details, panRequired ? pan : undefined);
    else onSubmit(details, panRequired ? pan : undefined);
  }

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

  const countryField = (
    <Field id={`${id}-country`} label={t('form.country')}>
      {() => (
        <select id={`${id}-country`} className="crt-field__input" autoComplete="country-name" {...register('country')}>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <dialog ref={dialog} className="crt-modal" aria-labelledby={`${id}-title`}>
      <div className="crt-modal__panel">
        <h2 id={`${id}-title`} className="crt-modal__title">
          {t('form.title')}
        </h2>
        {/* Any input by the shopper (even one equal to what was there) keeps the account's details out. */}
        <form className="crt-form" noValidate onSubmit={handleSubmit(submit)} onInput={onTyped} onChange={onTyped}>
          {saved.length > 0 && (
            <SavedAddressChoice addresses={saved} chosenId={chosen?.id} onChoose={choose} onNew={startNew} />
          )}
          {FIELDS.map((spec) => (
            <Fragment key={spec.name}>
              {/* The country first among the address's fields: it decides what State and the PIN offer. */}
              {spec.name === 'address' && countryField}
              <Field
                id={`${id}-${spec.name}`}
                label={t(spec.label)}
                error={say(errors[spec.name]?.message)}
                note={
                  spec.name === 'zipCode' && india
                    ? pinNote
                      ? t('form.pinFilled', { places: pinNote.join(', ') })
                      : ''
                    : undefined
                }
                wide={spec.name === 'address'}
              >
                {input(spec.name, register(spec.name), spec)}
              </Field>
            </Fragment>
          ))}
          <Field id={`${id}-state`} label={t('form.state')} error={say(errors.state?.message)}>
            {(describedBy) => (
              <StateField
                id={`${id}-state`}
                india={india}
                registration={register('state')}
                invalid={Boolean(errors.state)}
                describedBy={describedBy}
              />
            )}
          </Field>
          {canSave && (
            <label className="crt-form__save">
              <input type="checkbox" checked={saveAddress} onChange={(event) => setSaveAddress(event.target.checked)} />
              <span>{t('form.saveAddress')}</span>
            </label>
          )}
          {panRequired && (
            <Field id={`${id}-pan`} label={t('form.pan')} error={say(errors.pan?.message)}>
              {(describedBy) => (
                <>
                  <input
                    id={`${id}-pan`}
                    className="crt-field__input crt-field__input--pan"
                    type="text"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={10}
                    aria-invalid={errors.pan ? true : undefined}
                    aria-describedby={[`${id}-pan-why`, describedBy].filter(Boolean).join(' ')}
                    {...register('pan')}
                  />
                  <p id={`${id}-pan-why`} className="crt-field__note">
                    {t('form.panWhy')}
                  </p>
                </>
              )}
            </Field>
          )}
          {onPlaceCod && (
            <PaymentChoice
              offer={codOffer}
              method={cod ? chosenMethod : PAYMENT_METHOD.razorpay}
              onChange={setMethod}
              disabled={processing}
            />
          )}
          <PrivacyNotice point="checkout" />
          <p className="crt-form__policies">
            {t.rich('form.policies', {
              // A new tab, so the details typed here stay while the shopper reads; the policies in the page's language.
              link: (chunks: ReactNode[]) => (
                <a href={pathInLang(paths.policies(), lang)} target="_blank" rel="noopener noreferrer">
                  {chunks}
                </a>
              ),
            })}
          </p>
          {/* Added with its words, so screen readers announce it; absent otherwise (no empty alert). */}
          {priceNotice && (
            <p role="alert" className="crt-form__alert">
              {say(priceNotice)}
            </p>
          )}
          {heldAt && <p className="crt-form__hold">{t('form.heldUntil', { time: heldAt })}</p>}
          <div className="crt-form__actions">
            <button type="button" className="crt-btn crt-btn--secondary" onClick={onCancel} disabled={processing}>
              {t('checkout.cancel')}
            </button>
            <button
              type="submit"
              className="crt-btn crt-btn--primary"
              disabled={processing}
              aria-busy={processing || undefined}
            >
              {processing ? t('form.processing') : cod ? t('form.placeCod') : t('form.pay')}
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
