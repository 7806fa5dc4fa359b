// The products table's search box and filters. The search is sent when asked (Enter or Search), a
// filter at once; either goes back to the first page.
import type { JSX } from 'react';
import {
  PEOPLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_CUSTOMIZATION_LABELS,
  PRODUCT_CUSTOMIZATION_TYPES,
  PRODUCT_TYPES,
} from '@rmj/contracts';
import { FilterSelect, SearchFilters, type FilterChoice } from '../../../components/search-filters';
import { DEFAULT_LIST_STATE, withFilter, type FilterName, type ListState } from '../lib/list-state';
import { AUDIENCE_LABELS } from '../lib/product-labels';

const yesNo = (any: string, yes: string, no: string): FilterChoice[] => [
  { value: '', label: any },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** Categories for an audience, or every audience's (each once) when none is chosen. */
function categoryChoices(audience: ListState['audience']): FilterChoice[] {
  const names = audience ? PRODUCT_CATEGORIES[audience] : [...new Set(Object.values(PRODUCT_CATEGORIES).flat())];
  return [{ value: '', label: 'Any' }, ...names.map((name) => ({ value: name, label: name }))];
}

const FILTERS: { name: Exclude<FilterName, 'q' | 'category'>; label: string; choices: FilterChoice[] }[] = [
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
  const select = (name: FilterName, label: string, choices: FilterChoice[]) => (
    <FilterSelect
      key={name}
      label={label}
      value={state[name]}
      choices={choices}
      onChange={(value) => onChange(withFilter(state, name, value as ListState[typeof name]))}
    />
  );
  const filtered = FILTERS.some(({ name }) => state[name] !== '') || state.category !== '' || state.q !== '';

  return (
    <SearchFilters
      label="Search products"
      placeholder="Name, description or id"
      q={state.q}
      onSearch={(words) => onChange(withFilter(state, 'q', words))}
      filtered={filtered}
      onClear={() => onChange({ ...DEFAULT_LIST_STATE, sort: state.sort })}
      className="adm-cat-filters"
    >
      {select(FILTERS[0].name, FILTERS[0].label, FILTERS[0].choices)}
      {select('category', 'Category', categoryChoices(state.audience))}
      {FILTERS.slice(1).map(({ name, label, choices }) => select(name, label, choices))}
    </SearchFilters>
  );
}
