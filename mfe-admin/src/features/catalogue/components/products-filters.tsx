// The products table's search box and filters. The search is sent when asked (Enter or Search), a
// filter at once; either goes back to the first page.
import { useId, useState, type FormEvent, type JSX } from 'react';
import {
  PEOPLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_CUSTOMIZATION_LABELS,
  PRODUCT_CUSTOMIZATION_TYPES,
  PRODUCT_TYPES,
} from '@rmj/contracts';
import { DEFAULT_LIST_STATE, withFilter, type FilterName, type ListState } from '../lib/list-state';
import { AUDIENCE_LABELS } from '../lib/product-labels';

interface Choice {
  value: string;
  label: string;
}

const yesNo = (any: string, yes: string, no: string): Choice[] => [
  { value: '', label: any },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** Categories for an audience, or every audience's (each once) when none is chosen. */
function categoryChoices(audience: ListState['audience']): Choice[] {
  const names = audience ? PRODUCT_CATEGORIES[audience] : [...new Set(Object.values(PRODUCT_CATEGORIES).flat())];
  return [{ value: '', label: 'Any' }, ...names.map((name) => ({ value: name, label: name }))];
}

const FILTERS: { name: Exclude<FilterName, 'q' | 'category'>; label: string; choices: Choice[] }[] = [
  {
    name: 'audience',
    label: 'For',
    choices: [
      { value: '', label: 'Everyone' },
      ...PEOPLE_CATEGORIES.map((p) => ({ value: p, label: AUDIENCE_LABELS[p] })),
    ],
  },
  {
    name: 'material',
    label: 'Material',
    choices: [{ value: '', label: 'Any' }, ...PRODUCT_TYPES.map((m) => ({ value: m, label: m }))],
  },
  {
    name: 'customisation',
    label: 'Personalisation',
    choices: [
      { value: '', label: 'Any' },
      ...PRODUCT_CUSTOMIZATION_TYPES.map((c) => ({ value: c, label: PRODUCT_CUSTOMIZATION_LABELS[c] })),
    ],
  },
  { name: 'inStock', label: 'Stock', choices: yesNo('Any', 'In stock', 'Sold out') },
  { name: 'published', label: 'Shown on the shop', choices: yesNo('Any', 'Published', 'Draft') },
  {
    name: 'archived',
    label: 'Archive',
    choices: [
      { value: '', label: 'Not archived' },
      { value: 'true', label: 'Archived' },
    ],
  },
];

export interface ProductsFiltersProps {
  state: ListState;
  onChange: (next: ListState) => void;
}

export function ProductsFilters({ state, onChange }: ProductsFiltersProps): JSX.Element {
  const id = useId();
  const [words, setWords] = useState(state.q);
  const [shownQ, setShownQ] = useState(state.q);
  // The address changed the search (back button, a link): show its words.
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setWords(state.q);
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange(withFilter(state, 'q', words.trim()));
  };
  const select = (name: FilterName, label: string, choices: Choice[]) => (
    <div className="adm-field" key={name}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={state[name]}
        onChange={(event) => onChange(withFilter(state, name, event.target.value as ListState[typeof name]))}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  const filtered = FILTERS.some(({ name }) => state[name] !== '') || state.category !== '' || state.q !== '';

  return (
    <section className="adm-cat-filters" aria-label="Search and filters">
      <form className="adm-cat-search" role="search" onSubmit={search}>
        <div className="adm-field">
          <label htmlFor={`${id}-q`}>Search products</label>
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={100}
            placeholder="Name, description or id"
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <button type="submit" className="adm-button">
          Search
        </button>
      </form>
      <div className="adm-cat-filter-grid">
        {select(FILTERS[0].name, FILTERS[0].label, FILTERS[0].choices)}
        {select('category', 'Category', categoryChoices(state.audience))}
        {FILTERS.slice(1).map(({ name, label, choices }) => select(name, label, choices))}
      </div>
      {filtered && (
        <button
          type="button"
          className="adm-link-button"
          onClick={() => onChange({ ...DEFAULT_LIST_STATE, sort: state.sort })}
        >
          Clear search and filters
        </button>
      )}
    </section>
  );
}
