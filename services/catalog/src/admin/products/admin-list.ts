// The products table, answered from the read model (every product, hidden ones too): filter, sort, page.
import type { AdminProductsQuery } from '@rmj/contracts';
import type { ProductEntry } from '../../products/read-model/product-entry';
import { searchTerms } from '../../products/product-filters';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const keys: Record<string, (a: ProductEntry, b: ProductEntry) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  price: (a, b) => a.price - b.price,
  stock: (a, b) => a.stock - b.stock,
  updated: (a, b) => a.updatedAt - b.updatedAt,
  created: (a, b) => a.createdAt - b.createdAt,
};

function matches(e: ProductEntry, q: AdminProductsQuery, terms: string[] | undefined, idQuery: string): boolean {
  if (e.archived !== q.archived) return false;
  if (q.audience && e.people !== q.audience) return false;
  if (q.category && e.categoryLc !== q.category.toLowerCase()) return false;
  if (q.material && e.productType !== q.material) return false;
  if (q.customisation && !e.customIds.includes(q.customisation)) return false;
  if (q.inStock !== undefined && e.stock > 0 !== q.inStock) return false;
  if (q.published !== undefined && e.published !== q.published) return false;
  if (terms && e.id !== idQuery && !terms.every((t) => e.haystack.includes(t))) return false;
  return true;
}

/** One page of the table: ties in any order fall back to name, then id, so pages never overlap. */
export function adminPage(
  all: readonly ProductEntry[],
  q: AdminProductsQuery,
): { total: number; items: ProductEntry[] } {
  const terms = searchTerms(q.q ?? '');
  const idQuery = (q.q ?? '').trim().toLowerCase();
  const found = all.filter((e) => matches(e, q, terms, idQuery));
  const descending = q.sort.startsWith('-');
  const key = keys[q.sort.replace(/^-/, '')];
  found.sort((a, b) => (descending ? key(b, a) : key(a, b)) || keys.name(a, b) || (a.id < b.id ? -1 : 1));
  const start = (q.page - 1) * q.pageSize;
  return { total: found.length, items: found.slice(start, start + q.pageSize) };
}
