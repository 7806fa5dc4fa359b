import type { JSX } from 'react';
import { SORT_LABELS, type SortKey } from '../lib/sort';
import { words } from '../i18n';

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
  const t = words.useT();
  return (
    <label className="cat-sort">
      {t('sort.label')}
      <select value={value} onChange={(event) => onChange(event.target.value as SortKey)}>
        {options.map((key) => (
          <option key={key} value={key}>
            {t(SORT_LABELS[key])}
          </option>
        ))}
      </select>
    </label>
  );
}
