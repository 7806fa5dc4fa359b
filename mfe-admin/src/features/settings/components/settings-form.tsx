// The settings form: every value checked with the contract's schema beside its field before it is
// sent; saved on the version it was read at, so a save over someone else's newer one is refused
// with a Reload that brings their values in.
import { useState, type JSX } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INDIA_STATE_NAMES,
  LOW_STOCK_DEFAULT_THRESHOLD,
  SHOP_SETTINGS_MESSAGES,
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsInput,
  type ShopSettingsRecord,
} from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useAdminUpdateSettingsMutation } from '../api/shop-settings';
import { OpeningHoursFields } from './opening-hours-fields';
import { NoticeRecipientsField } from './notice-recipients-field';

/** Props of SettingsForm. */
export interface SettingsFormProps {
  record: ShopSettingsRecord;
  /** Reads the settings again (after someone else's save). */
  onReload: () => Promise<ShopSettingsRecord>;
}

/** An empty field for "never", else whole rupees. */
const rupeesOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
/** An empty field for "not set" (cash on delivery off), else whole rupees. */
const rupeesOrUnset = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

export function SettingsForm({ record, onReload }: SettingsFormProps): JSX.Element {
  const [save, { isLoading }] = useAdminUpdateSettingsMutation();
  const [version, setVersion] = useState(record.version);
  const [outcome, setOutcome] = useState<Outcome>();
  const [conflict, setConflict] = useState(false);
  const form = useForm<ShopSettingsInput, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: record.settings,
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (settings) => {
    setOutcome(undefined);
    setConflict(false);
    try {
      const saved = await save({ settings, version }).unwrap();
      setVersion(saved.version);
      reset(saved.settings);
      setOutcome({ ok: true, text: SHOP_SETTINGS_MESSAGES.saved });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      setConflict(status === 409);
      setOutcome({ ok: false, text: failureMessage(error, NO_CONNECTION_MESSAGE) });
    }
  });

  const reload = async () => {
    const fresh = await onReload();
    setVersion(fresh.version);
    reset(fresh.settings);
    setConflict(false);
    setOutcome(undefined);
  };

  return (
    <FormProvider {...form}>
      <form className="adm-form adm-settings" onSubmit={submit} noValidate aria-label="Shop settings">
        <fieldset className="adm-settings-group">
          <legend>Seller on tax invoices</legend>
          <FormField label="Legal name" error={errors.legalName?.message}>
            {(control) => <input {...control} {...register('legalName')} autoComplete="organization" />}
          </FormField>
          <FormField label="Street address" error={errors.streetAddress?.message}>
            {(control) => <input {...control} {...register('streetAddress')} autoComplete="street-address" />}
          </FormField>
          <FormField label="Town or city" error={errors.city?.message}>
            {(control) => <input {...control} {...register('city')} autoComplete="address-level2" />}
          </FormField>
          <FormField label="State" error={errors.state?.message}>
            {(control) => (
              <select {...control} {...register('state')}>
                {INDIA_STATE_NAMES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="PIN code" error={errors.pin?.message}>
            {(control) => <input {...control} {...register('pin')} inputMode="numeric" autoComplete="postal-code" />}
          </FormField>
          <FormField
            label="GSTIN"
            hint="15 characters; its first two digits are the state's code"
            error={errors.gstin?.message}
          >
            {(control) => <input {...control} {...register('gstin')} autoCapitalize="characters" spellCheck={false} />}
          </FormField>
        </fieldset>

        <fieldset className="adm-settings-group">
          <legend>Contact</legend>
          <FormField label="Contact phone" error={errors.phone?.message}>
            {(control) => <input {...control} {...register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField label="Contact e-mail" error={errors.email?.message}>
            {(control) => <input {...control} {...register('email')} type="email" autoComplete="email" />}
          </FormField>
          <FormField
            label="WhatsApp number"
            hint="The chat button opens a conversation with it"
            error={errors.whatsapp?.message}
          >
            {(control) => <input {...control} {...register('whatsapp')} type="tel" />}
          </FormField>
        </fieldset>

        <fieldset className="adm-settings-group">
          <legend>Grievance officer</legend>
          <FormField
            label="Officer's name"
            hint="Shown on the seller information page and in the footer"
            error={errors.grievanceOfficer?.name?.message}
          >
            {(control) => <input {...control} {...register('grievanceOfficer.name')} autoComplete="off" />}
          </FormField>
          <FormField label="Officer's e-mail" error={errors.grievanceOfficer?.email?.message}>
            {(control) => (
              <input {...control} {...register('grievanceOfficer.email')} type="email" autoComplete="off" />
            )}
          </FormField>
          <FormField label="Officer's phone" error={errors.grievanceOfficer?.phone?.message}>
            {(control) => <input {...control} {...register('grievanceOfficer.phone')} type="tel" autoComplete="off" />}
          </FormField>
        </fieldset>

        <fieldset className="adm-settings-group">
          <legend>Shipping and returns</legend>
          <FormField label="Shipping fee (₹)" error={errors.shippingFeeRupees?.message}>
            {(control) => (
              <input
                {...control}
                {...register('shippingFeeRupees', { valueAsNumber: true })}
                type="number"
                min={0}
                step={1}
              />
            )}
          </FormField>
          <FormField
            label="Free shipping from (₹)"
            hint="Orders of this subtotal or more ship free; leave empty for never"
            error={errors.freeShippingThresholdRupees?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('freeShippingThresholdRupees', { setValueAs: rupeesOrNull })}
                type="number"
                min={0}
                step={1}
              />
            )}
          </FormField>
          <FormField
            label="Cash on delivery up to (₹)"
            hint="Orders up to this total may be paid in cash at the door (not personalised pieces); 0 or empty turns cash on delivery off"
            error={errors.codLimitRupees?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('codLimitRupees', { setValueAs: rupeesOrUnset })}
                type="number"
                min={0}
                step={1}
              />
            )}
          </FormField>
          <FormField
            label="Low stock at (pieces)"
            hint={`A piece with this many or fewer in stock is listed in the reports and mailed to you once a day; empty: ${LOW_STOCK_DEFAULT_THRESHOLD}`}
            error={errors.lowStockThreshold?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('lowStockThreshold', { setValueAs: rupeesOrUnset })}
                type="number"
                min={0}
                step={1}
              />
            )}
          </FormField>
          <FormField
            label="Return window (days)"
            hint="0 to 30 days after delivery; 0 for no returns"
            error={errors.returnWindowDays?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('returnWindowDays', { valueAsNumber: true })}
                type="number"
                min={0}
                max={30}
                step={1}
              />
            )}
          </FormField>
        </fieldset>

        <fieldset className="adm-settings-group">
          <legend>Store hours</legend>
          <FormField label="Store hours" hint="As the contact page shows them" error={errors.storeHours?.message}>
            {(control) => <input {...control} {...register('storeHours')} />}
          </FormField>
          <OpeningHoursFields />
        </fieldset>

        <NoticeRecipientsField />

        {outcome && <OutcomeMessage outcome={outcome} />}
        <div className="adm-actions">
          {conflict && (
            <button type="button" className="adm-button adm-button--quiet" onClick={() => void reload()}>
              Reload
            </button>
          )}
          <button type="submit" className="adm-button" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
