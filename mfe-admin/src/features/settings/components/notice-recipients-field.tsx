// Who receives the shop's notices: a checkbox per active staff member's e-mail (the team list the
// owner manages), plus any address already chosen whose access has since ended, so it can be unticked.
import type { JSX } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ShopSettings, ShopSettingsInput } from '@rmj/contracts';
import { useNoticeCandidatesQuery } from '../api/shop-settings';
import { recipientChoices } from '../lib/recipient-choices';

export function NoticeRecipientsField(): JSX.Element {
  const { control } = useFormContext<ShopSettingsInput, unknown, ShopSettings>();
  const { data, isError } = useNoticeCandidatesQuery();
  return (
    <Controller
      control={control}
      name="noticeRecipients"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const choices = recipientChoices(data?.staff ?? [], chosen);
        return (
          <fieldset className="adm-settings-group">
            <legend>Staff who receive notices</legend>
            <p className="adm-field-hint">
              New paid orders, cancellations, proof answers, failed refunds and the daily summary.
            </p>
            {isError && <p className="adm-field-error">The team could not be loaded: reload the page to choose.</p>}
            {choices.map((choice) => (
              <label key={choice.email} className="adm-check">
                <input
                  type="checkbox"
                  checked={chosen.includes(choice.email)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked ? [...chosen, choice.email] : chosen.filter((e) => e !== choice.email),
                    )
                  }
                />
                {choice.label}
              </label>
            ))}
            {fieldState.error && <p className="adm-field-error">{fieldState.error.message}</p>}
          </fieldset>
        );
      }}
    />
  );
}
