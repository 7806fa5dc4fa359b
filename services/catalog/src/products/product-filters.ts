import type { PeopleCategory } from '@rmj/contracts';
import type { ProductEntry } from './read-model/product-entry';

/** What a listing or search keeps; every given condition must hold. */
export interface ProductFilter {
  people?: PeopleCategory;
  /** productCategory values (lower case), any of them. */
  categoriesLc?: readonly string[];
  productType?: string;
  /** A personalisation id the piece must offer. */
  customizationType?: string;
  customOptionLc?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Search result by entry index (1 = the words were found), from SearchIndex.match. */
  mask?: Readonly<Uint8Array>;
}

/** Piece kinds usable in paths, and the productCategory values (lower case) that belong to each. */
export const PIECE_CATEGORIES = {
  rings: ['ring', 'promise', 'engagement', 'wedding', 'anniversary'],
  bracelets: ['bracelet', 'bracelets'],
  pendants: ['pendant', 'pendants'],
} as const;
export type Piece = keyof typeof PIECE_CATEGORIES;

export function matches(e: ProductEntry, f: ProductFilter): boolean {
  if (f.mask !== undefined && f.mask[e.index] !== 1) return false;
  if (f.people !== undefined && e.people !== f.people) return false;
  if (f.minPrice !== undefined && e.price < f.minPrice) return false;
  if (f.maxPrice !== undefined && e.price > f.maxPrice) return false;
  if (f.productType !== undefined && e.productType !== f.productType) return false;
  if (f.inStock !== undefined && e.inStock !== f.inStock) return false;
  if (f.categoriesLc !== undefined && !f.categoriesLc.includes(e.categoryLc)) return false;
  if (f.customizationType !== undefined && !e.customIds.includes(f.customizationType)) return false;
  if (f.customOptionLc !== undefined && e.customOptionLc !== f.customOptionLc) return false;
  return true;
}

/**
 * Search words: trimmed, lower case, NFC (as the products' text is), split on spaces. Matched as plain
 * text, so `.*` or `(` are literal.
 */
export function searchTerms(q: string): string[] | undefined {
  const terms = q.trim().normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
  return terms.length ? terms : undefined;
}

/**
 * Walks entries (already in the wanted order) and returns how many match and
 * the matches in [skip, skip + limit): no sorting and no copy of the whole list.
 */
export function pageOf(
  ordered: readonly ProductEntry[],
  filter: ProductFilter,
  skip = 0,
  limit = Number.POSITIVE_INFINITY,
): { total: number; items: ProductEntry[] } {
  const items: ProductEntry[] = [];
  let total = 0;
  for (const e of ordered) {
    if (!matches(e, filter)) continue;
    if (total >= skip && items.length < limit) items.push(e);
    total += 1;
  }
  return { total, items };
}
