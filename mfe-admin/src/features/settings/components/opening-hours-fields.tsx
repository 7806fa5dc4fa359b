// The store's opening hours, structured (what search engines read): one row per set of days with
// its opening and closing times; rows can be added (up to 7) and removed (one stays).
import type { JSX } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { WEEK_DAYS, type ShopSettings, type ShopSettingsInput, type WeekDay } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';

export function OpeningHoursFields(): JSX.Element {
  const { control, register, formState } = useFormContext<ShopSettingsInput, unknown, ShopSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: 'openingHours' });
  const errors = formState.errors.openingHours;
  return (
    <div className="adm-hours">
      {fields.map((field, index) => (
        <div key={field.id} className="adm-hours-row" role="group" aria-label={`Opening hours ${index + 1}`}>
          <Controller
            control={control}
            name={`openingHours.${index}.days`}
            render={({ field: days, fieldState }) => (
              <fieldset className="adm-days">
                <legend>Days</legend>
                {WEEK_DAYS.map((day) => (
                  <label key={day} className="adm-check">
                    <input
                      type="checkbox"
                      checked={days.value.includes(day)}
                      onChange={(event) =>
                        days.onChange(
                          event.target.checked
                            ? WEEK_DAYS.filter((d: WeekDay) => d === day || days.value.includes(d))
                            : days.value.filter((d) => d !== day),
                        )
                      }
                    />
                    {day.slice(0, 3)}
                  </label>
                ))}
                {fieldState.error && <p className="adm-field-error">{fieldState.error.message}</p>}
              </fieldset>
            )}
          />
          <div className="adm-hours-times">
            <FormField label="Opens" error={errors?.[index]?.opens?.message}>
              {(props) => <input {...props} {...register(`openingHours.${index}.opens`)} type="time" />}
            </FormField>
            <FormField label="Closes" error={errors?.[index]?.closes?.message}>
              {(props) => <input {...props} {...register(`openingHours.${index}.closes`)} type="time" />}
            </FormField>
          </div>
          {fields.length > 1 && (
            <button type="button" className="adm-button adm-button--quiet" onClick={() => remove(index)}>
              Remove these hours
            </button>
          )}
        </div>
      ))}
      {errors?.root?.message && <p className="adm-field-error">{errors.root.message}</p>}
      {fields.length < 7 && (
        <button
          type="button"
          className="adm-button adm-button--quiet"
          onClick={() => append({ days: [], opens: '10:00', closes: '18:00' })}
        >
          Add opening hours
        </button>
      )}
    </div>
  );
}
