import type { JSX } from 'react';
import { SORT_LABELS, type SortKey } from '../lib/sort';

/** The 'Sort by' select. */
export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: SortKey;
  options: readonly SortKey[];
  onChange: (sort: SortKey) => void;
}): JSX.Element {
  return (
    <label className="cat-sort">
      Sort by
      <select value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {options.map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </label>
  );
}
