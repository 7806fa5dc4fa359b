// The products table's filters, sort and page, kept in the address's query string so a reload or
// a shared link shows the same list. Read leniently (an unknown value falls back to its default,
// a hand-edited link never breaks the page) and written sparsely (defaults are left out).
import {
  PEOPLE_CATEGORIES,
  PRODUCT_CUSTOMIZATION_TYPES,
  PRODUCT_TYPES,
  type PeopleCategory,
  type ProductCustomizationType,
  type ProductType,
} from '@rmj/contracts';

/** Columns the table sorts by (the server's `sort` names). */
export const SORT_COLUMNS = ['name', 'price', 'stock', 'updated'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
/** A sort as the server takes it: a column, `-` first for descending. */
export type SortValue = SortColumn | `-${SortColumn}`;

/** Newest changes first: what staff usually look for after an edit. */
export const DEFAULT_SORT: SortValue = '-updated';
/** Rows per page. */
export const PAGE_SIZE = 25;

type YesNo = '' | 'true' | 'false';

/** Everything that decides which products the table shows; '' means "any". */
export interface ListState {
  q: string;
  audience: '' | PeopleCategory;
  category: string;
  material: '' | ProductType;
  customisation: '' | ProductCustomizationType;
  inStock: YesNo;
  published: YesNo;
  /** 'true' shows the archive instead of the live catalogue. */
  archived: YesNo;
  sort: SortValue;
  page: number;
}

export const DEFAULT_LIST_STATE: ListState = {
  q: '',
  audience: '',
  category: '',
  material: '',
  customisation: '',
  inStock: '',
  published: '',
  archived: '',
  sort: DEFAULT_SORT,
  page: 1,
};

/** The filter fields (everything but sort and page): changing one goes back to page 1. */
export type FilterName = Exclude<keyof ListState, 'sort' | 'page'>;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

function isSort(value: string | null): value is SortValue {
  return value !== null && (SORT_COLUMNS as readonly string[]).includes(value.replace(/^-/, ''));
}

/** The list state an address asks for. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    audience: oneOf(params.get('audience'), PEOPLE_CATEGORIES),
    category: (params.get('category') ?? '').slice(0, 60),
    material: oneOf(params.get('material'), PRODUCT_TYPES),
    customisation: oneOf(params.get('customisation'), PRODUCT_CUSTOMIZATION_TYPES),
    inStock: oneOf(params.get('inStock'), ['true', 'false']),
    published: oneOf(params.get('published'), ['true', 'false']),
    archived: oneOf(params.get('archived'), ['true', 'false']),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a list state: only what differs from the defaults. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_LIST_STATE) as (keyof ListState)[]) {
    const value = key === 'q' ? state.q.trim() : state[key];
    if (value !== DEFAULT_LIST_STATE[key] && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The state after one filter changes: back to the first page, and a category that fits the audience. */
export function withFilter<K extends FilterName>(state: ListState, name: K, value: ListState[K]): ListState {
  const next = { ...state, [name]: value, page: 1 };
  if (name === 'audience') next.category = '';
  return next;
}

/** Clicking a column: ascending first (newest first for 'updated'), again to reverse. */
export function toggledSort(current: SortValue, column: SortColumn): SortValue {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return column === 'updated' ? '-updated' : column;
}

/** How a column is sorted now, for aria-sort. */
export function sortDirection(current: SortValue, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}

/** The adminProducts query of a list state (empty filters left out). */
export function productsQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  const q = state.q.trim();
  if (q) query.q = q;
  for (const key of [
    'audience',
    'category',
    'material',
    'customisation',
    'inStock',
    'published',
    'archived',
  ] as const) {
    if (state[key]) query[key] = state[key];
  }
  query.sort = state.sort;
  query.page = state.page;
  query.pageSize = PAGE_SIZE;
  return query;
}
