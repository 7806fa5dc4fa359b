import type { JSX } from 'react';

/** Props of OptionList. */
export interface OptionListProps<T extends string> {
  /** Group name for the radio inputs. */
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A list of radio choices inside a filter dropdown. */
export function OptionList<T extends string>({ name, options, value, onChange }: OptionListProps<T>): JSX.Element {
  return (
    <div className="cat-options">
      {options.map((option) => (
        <label key={option.value} className="cat-options__item">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** Options whose label is the value itself, led by 'All' (`allLabel`, in the page's language) for value 'all'. */
export function withAll(values: readonly string[], allLabel: string): { value: string; label: string }[] {
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: value }))];
}
