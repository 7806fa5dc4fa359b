// The draft editor: customer, delivery address, lines, note and the owner's discount, then Save
// (the whole draft, with the version it was read at), Delete after a confirmation, and the pricing
// the API answered. Problems show beside their field, whether the browser found them (the
// contract's own checks) or the API did (its 400's `issues`, by the same paths). A save refused
// because someone else changed the draft keeps everything typed and offers Reload, which brings
// their version in.
import { useState, type JSX } from 'react';
import { Link, useNavigate } from '@rmj/router';
import {
  DRAFT_LINES_MAX,
  DRAFT_NOTE_MAX,
  draftOrderMessages,
  roleCan,
  type DraftDiscount,
  type DraftOrder,
  type SendDraftResponse,
} from '@rmj/contracts';
import { ConfirmByName } from '../../../components/confirm-by-name';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import type { StaffSession } from '../../../lib/staff-session';
import {
  useDraftCustomerQuery,
  useDraftOrderCreateMutation,
  useDraftOrderDeleteMutation,
  useDraftOrderUpdateMutation,
} from '../api/draft-orders-api';
import {
  apiFieldErrors,
  checkDraft,
  newCatalogueLine,
  newCustomLine,
  valuesOf,
  type DraftFormValues,
  type FieldErrors,
  type LineValues,
} from '../lib/draft-form';
import { DRAFT_PATHS } from '../lib/draft-paths';
import { DRAFT_WORDS } from '../lib/draft-words';
import { AddressFields } from './address-fields';
import { CustomerPicker } from './customer-picker';
import { DraftPricingPanel } from './draft-pricing';
import { CatalogueLineFields, CustomLineFields, PiecePicker } from './line-fields';
import { PaymentRequestShown, SendPanel } from './send-panel';

/** What a new draft's page learns from the save that made it. */
export interface SavedState {
  saved?: boolean;
}

const failureStatus = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

const discountWords = (d: DraftDiscount): string =>
  `${d.kind === 'amount' ? `₹${d.rupees.toLocaleString('en-IN')} off` : `${d.percent} % off`}: ${d.reason}`;

export interface DraftEditorProps {
  session: StaffSession;
  /** The saved draft; absent for a new one. */
  draft?: DraftOrder;
  initial: DraftFormValues;
  /** The customer's id on the customers screen, when known. */
  initialCustomerId?: string;
  /** What the editor says first (a new draft's save, shown again on its own page). */
  initialOutcome?: Outcome;
  /** Asks for the draft again (Reload after a conflict); answers it as it is now. */
  onReload?: () => Promise<DraftOrder | undefined>;
}

export function DraftEditor({
  session,
  draft,
  initial,
  initialCustomerId,
  initialOutcome,
  onReload,
}: DraftEditorProps): JSX.Element {
  const navigate = useNavigate();
  const role = session.staff.role;
  const sent = Boolean(draft?.sentAt);
  const readOnly = sent || !roleCan(role, 'editDraftOrders');
  const canGiveDiscount = roleCan(role, 'giveDiscounts');
  const [values, setValues] = useState<DraftFormValues>(initial);
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(initial));
  const [customerId, setCustomerId] = useState(initialCustomerId ?? draft?.customer.ordersUserId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | undefined>(initialOutcome);
  const [conflict, setConflict] = useState(false);
  const [picking, setPicking] = useState(false);
  const [sentAnswer, setSentAnswer] = useState<SendDraftResponse>();
  const [create, creating] = useDraftOrderCreateMutation();
  const [update, updating] = useDraftOrderUpdateMutation();
  const [remove, removing] = useDraftOrderDeleteMutation();
  const customer = useDraftCustomerQuery({ customerId: customerId ?? '' }, { skip: !customerId });
  const dirty = JSON.stringify(values) !== savedValues;
  const busy = creating.isLoading || updating.isLoading;

  const set = (patch: Partial<DraftFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setLine = (index: number, line: LineValues) =>
    setValues((current) => ({ ...current, lines: current.lines.map((l, i) => (i === index ? line : l)) }));
  const removeLine = (index: number) =>
    setValues((current) => ({ ...current, lines: current.lines.filter((_, i) => i !== index) }));

  const save = async () => {
    setOutcome(undefined);
    setConflict(false);
    const checked = checkDraft(values, { canGive: canGiveDiscount, saved: draft?.discount });
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome({ ok: false, text: DRAFT_WORDS.fixBeforeSaving });
      return;
    }
    setErrors({});
    try {
      const answer = draft
        ? await update({ params: { draftId: draft.id }, body: { ...checked.body, version: draft.version } }).unwrap()
        : await create(checked.body).unwrap();
      const fresh = valuesOf(answer);
      // Keep the rows' keys (and what the editor knows of each piece) where the answer has the same lines.
      const kept = { ...fresh, lines: values.lines.length === fresh.lines.length ? values.lines : fresh.lines };
      setValues(kept);
      setSavedValues(JSON.stringify(kept));
      setOutcome({ ok: true, text: DRAFT_WORDS.saved });
      if (!draft) navigate(DRAFT_PATHS.one(answer.id), { replace: true, state: { saved: true } satisfies SavedState });
    } catch (failure) {
      const status = failureStatus(failure);
      const message = failureMessage(failure, NO_CONNECTION_MESSAGE);
      setErrors(apiFieldErrors(failure));
      setConflict(status === 409 && message === draftOrderMessages.changed);
      setOutcome({ ok: false, text: message });
    }
  };

  const reload = async () => {
    const fresh = await onReload?.();
    if (!fresh) return;
    const next = valuesOf(fresh);
    setValues(next);
    setSavedValues(JSON.stringify(next));
    setConflict(false);
    setErrors({});
    setOutcome(undefined);
  };

  const destroy = async () => {
    if (!draft) return;
    try {
      await remove({ draftId: draft.id }).unwrap();
      navigate(DRAFT_PATHS.list, { replace: true });
    } catch (failure) {
      setOutcome({ ok: false, text: failureMessage(failure, NO_CONNECTION_MESSAGE) });
    }
  };

  return (
    <div className="adm-drf adm-drf-editor">
      {sent && draft?.orderNumber && !sentAnswer && (
        <p className="adm-message" role="status">
          {draftOrderMessages.alreadySent(draft.orderNumber)}{' '}
          <Link to={DRAFT_PATHS.order(draft.orderNumber)}>Open order {draft.orderNumber}</Link>
        </p>
      )}
      <form
        className="adm-form"
        noValidate
        aria-label="Draft order"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <CustomerPicker
          customer={values.customer}
          customerId={customerId}
          error={errors.customer ?? errors['customer.ordersUserId'] ?? errors['customer.phone']}
          readOnly={readOnly}
          onPick={(picked, id) => {
            setCustomerId(id);
            set({ customer: picked });
          }}
        />
        <AddressFields
          choice={values.addressChoice}
          address={values.address}
          saved={customer.data?.addresses ?? []}
          customer={values.customer}
          errors={errors}
          readOnly={readOnly}
          onChange={(addressChoice, address) => set({ addressChoice, address })}
        />
        <section className="adm-drf-section" aria-labelledby="adm-drf-lines">
          <h2 id="adm-drf-lines" className="adm-subtitle">
            Pieces
          </h2>
          {values.lines.length === 0 && <p>No pieces yet.</p>}
          {values.lines.map((line, index) =>
            line.kind === 'catalogue' ? (
              <CatalogueLineFields
                key={line.key}
                line={line}
                index={index}
                errors={errors}
                readOnly={readOnly}
                onChange={(next) => setLine(index, next)}
                onRemove={() => removeLine(index)}
              />
            ) : (
              <CustomLineFields
                key={line.key}
                line={line}
                index={index}
                errors={errors}
                readOnly={readOnly}
                onChange={(next) => setLine(index, next)}
                onRemove={() => removeLine(index)}
              />
            ),
          )}
          {errors.lines && (
            <p className="adm-field-error" role="alert">
              {errors.lines}
            </p>
          )}
          {!readOnly && values.lines.length < DRAFT_LINES_MAX && (
            <>
              {picking ? (
                <PiecePicker
                  onClose={() => setPicking(false)}
                  onPick={(piece) => {
                    set({ lines: [...values.lines, newCatalogueLine(piece)] });
                    setPicking(false);
                  }}
                />
              ) : (
                <div className="adm-actions">
                  <button type="button" className="adm-button adm-button--quiet" onClick={() => setPicking(true)}>
                    Add a catalogue piece
                  </button>
                  <button
                    type="button"
                    className="adm-button adm-button--quiet"
                    onClick={() => set({ lines: [...values.lines, newCustomLine()] })}
                  >
                    Add a custom piece
                  </button>
                </div>
              )}
            </>
          )}
        </section>
        <section className="adm-drf-section" aria-labelledby="adm-drf-discount">
          <h2 id="adm-drf-discount" className="adm-subtitle">
            Discount
          </h2>
          {canGiveDiscount && !readOnly ? (
            <div className="adm-drf-grid">
              <FormField label="Discount" error={errors.discount}>
                {(c) => (
                  <select
                    {...c}
                    value={values.discount.kind}
                    onChange={(e) =>
                      set({
                        discount: { ...values.discount, kind: e.target.value as DraftFormValues['discount']['kind'] },
                      })
                    }
                  >
                    <option value="none">No discount</option>
                    <option value="amount">An amount off (₹)</option>
                    <option value="percent">A percentage off the pieces</option>
                  </select>
                )}
              </FormField>
              {values.discount.kind !== 'none' && (
                <>
                  <FormField
                    label={values.discount.kind === 'amount' ? 'Amount off (₹)' : 'Percentage off'}
                    error={errors['discount.rupees'] ?? errors['discount.percent']}
                  >
                    {(c) => (
                      <input
                        {...c}
                        inputMode="numeric"
                        value={values.discount.value}
                        onChange={(e) => set({ discount: { ...values.discount, value: e.target.value } })}
                      />
                    )}
                  </FormField>
                  <FormField label="Reason" error={errors['discount.reason']}>
                    {(c) => (
                      <input
                        {...c}
                        maxLength={200}
                        value={values.discount.reason}
                        onChange={(e) => set({ discount: { ...values.discount, reason: e.target.value } })}
                      />
                    )}
                  </FormField>
                </>
              )}
            </div>
          ) : (
            <>
              <p>{draft?.discount ? discountWords(draft.discount) : DRAFT_WORDS.noDiscount}</p>
              {!readOnly && <p className="adm-field-hint">{DRAFT_WORDS.discountOwnerOnly}</p>}
              {errors.discount && <p className="adm-field-error">{errors.discount}</p>}
            </>
          )}
        </section>
        <FormField label="Note (optional)" hint="What the customer asked for, when they will pay…" error={errors.note}>
          {(c) => (
            <textarea
              {...c}
              rows={3}
              maxLength={DRAFT_NOTE_MAX}
              value={values.note}
              readOnly={readOnly}
              onChange={(e) => set({ note: e.target.value })}
            />
          )}
        </FormField>
        {outcome && <OutcomeMessage outcome={outcome} />}
        {conflict && onReload && (
          <button type="button" className="adm-button adm-button--quiet" onClick={() => void reload()}>
            Reload
          </button>
        )}
        {!readOnly && (
          <div className="adm-actions">
            <button type="submit" className="adm-button" disabled={busy}>
              {busy ? 'Saving…' : 'Save draft'}
            </button>
            {draft && (
              <ConfirmByName
                label="Delete draft"
                confirmLabel={`Delete the draft for ${draft.customer.name}`}
                keepLabel="Keep it"
                busy={removing.isLoading}
                onConfirm={() => void destroy()}
              />
            )}
          </div>
        )}
      </form>
      {draft ? (
        <DraftPricingPanel pricing={draft.pricing} stale={dirty && !readOnly} />
      ) : (
        <p className="adm-field-hint">{DRAFT_WORDS.notPricedYet}</p>
      )}
      {sentAnswer && <PaymentRequestShown sent={sentAnswer} />}
      {draft && !sent && !sentAnswer && roleCan(role, 'requestPayments') && (
        <SendPanel
          draftId={draft.id}
          version={draft.version}
          totalRupees={draft.pricing.total}
          blocked={dirty ? DRAFT_WORDS.saveBeforeSending : undefined}
          onSent={setSentAnswer}
        />
      )}
    </div>
  );
}
