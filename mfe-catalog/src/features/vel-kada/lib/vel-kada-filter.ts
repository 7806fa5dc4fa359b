import { parsePrice } from '@rmj/contracts';
import type { Lang } from '@rmj/i18n';
import { localName } from '@rmj/ui';
import { sortItems, type SortKey } from '../../../lib/sort';
import type { VelKadaProduct } from './vel-kada.data';

/** Filter state of the Vel Kada page. */
export interface VelKadaFilter {
  inStockOnly: boolean;
  minPrice: number;
  maxPrice: number;
  /** 'all', 'Mens', 'Womens' or 'Unisex'. */
  category: string;
  sort: SortKey;
}

/** Slider maximum and default upper bound (spec section 9). */
export const VEL_KADA_MAX_PRICE = 10000;
/** Default: all categories, not in-stock-only, featured. */
export const VEL_KADA_DEFAULT_FILTER: VelKadaFilter = {
  inStockOnly: false,
  minPrice: 0,
  maxPrice: VEL_KADA_MAX_PRICE,
  category: 'all',
  sort: 'featured',
};

/**
 * Items passing availability, price (inclusive) and category, sorted (featured = by id), each with
 * its price in rupees. A piece whose price cannot be read matches no price range: it is not listed.
 */
export function filterVelKada(
  items: readonly VelKadaProduct[],
  filter: VelKadaFilter,
  lang: Lang = 'en',
): Array<VelKadaProduct & { priceRupees: number }> {
  const matching = items.flatMap((item) => {
    const priceRupees = parsePrice(item.price);
    const wanted =
      priceRupees !== null &&
      (!filter.inStockOnly || item.inStock) &&
      priceRupees >= filter.minPrice &&
      priceRupees <= filter.maxPrice &&
      (filter.category === 'all' || item.category === filter.category);
    return wanted ? [{ ...item, priceRupees }] : [];
  });
  return sortItems(matching, filter.sort, {
    // A-Z by the name the shopper reads (Tamil on a Tamil page).
    name: (item) => localName(item, lang),
    price: (item) => item.priceRupees,
    featured: (item) => item.id,
  });
}
