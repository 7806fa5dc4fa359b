// The day picker of the print pages (job cards by the day paid, labels by the day shipped): the
// chosen day lives in the address (?date=), and clearing it drops the parameter.
import type { JSX } from 'react';

/** Props of DayFilter. */
export interface DayFilterProps {
  /** The field's id, also its class (each page styles its own). */
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (params: { date?: string }) => void;
}

export function DayFilter({ id, label, value, onChange }: DayFilterProps): JSX.Element {
  return (
    <div className={`adm-field ${id}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value ? { date: event.target.value } : {})}
      />
    </div>
  );
}
