import { parsePriceText } from '../../../lib/price';
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

/** Items passing availability, price (inclusive) and category, sorted (featured = by id). */
export function filterVelKada(items: readonly VelKadaProduct[], filter: VelKadaFilter): VelKadaProduct[] {
  const matching = items.filter((item) => {
    const price = parsePriceText(item.price);
    return (
      (!filter.inStockOnly || item.inStock) &&
      price >= filter.minPrice &&
      price <= filter.maxPrice &&
      (filter.category === 'all' || item.category === filter.category)
    );
  });
  return sortItems(matching, filter.sort, {
    name: (item) => item.name,
    price: (item) => parsePriceText(item.price),
    featured: (item) => item.id,
  });
}
