// The range of a report: three presets (India time), the first and last day with their errors beside
// them (the contracts' one rule), and how to group the days. A range is applied only when it is good.
import { useState, type FormEvent, type JSX } from 'react';
import { reportRangeProblems, type ReportGroup } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import {
  GROUP_LABELS,
  presetRange,
  PRESET_LABELS,
  REPORT_GROUPS,
  type RangePreset,
  type ReportRange,
} from '../lib/report-range';

export interface RangeFormProps {
  value: ReportRange;
  onApply: (range: ReportRange) => void;
  /** The clock, for the presets (a test's fixed day). */
  now?: () => Date;
}

export function RangeForm({ value, onApply, now = () => new Date() }: RangeFormProps): JSX.Element {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const apply = (range: ReportRange) => {
    const problems = reportRangeProblems(range);
    setErrors(problems);
    if (!problems.from && !problems.to) onApply(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const preset = (name: RangePreset) => {
    const range = { ...draft, ...presetRange(name, now()) };
    setDraft(range);
    apply(range);
  };
  return (
    <form className="adm-rep-range" onSubmit={submit} noValidate aria-label="Report range">
      <div className="adm-rep-presets" role="group" aria-label="Quick ranges">
        {(Object.keys(PRESET_LABELS) as RangePreset[]).map((name) => (
          <button key={name} type="button" className="adm-button adm-button--quiet" onClick={() => preset(name)}>
            {PRESET_LABELS[name]}
          </button>
        ))}
      </div>
      <div className="adm-rep-fields">
        <FormField label="From" error={errors.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="To" error={errors.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Group by">
          {(control) => (
            <select
              {...control}
              value={draft.group}
              onChange={(e) => setDraft({ ...draft, group: e.target.value as ReportGroup })}
            >
              {REPORT_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {GROUP_LABELS[g]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="adm-button">
          Show
        </button>
      </div>
    </form>
  );
}
