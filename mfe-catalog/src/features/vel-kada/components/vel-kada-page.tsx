// Vel Kada listing: built-in products, filtered and sorted in the browser; no server call.
import { useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { ProductCard } from '@rmj/ui';
import { FeatureBadges, ListingBanner } from '../../../components/listing-extras';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { SortSelect } from '../../../components/sort-select';
import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';
import { OUT_OF_STOCK, VIEW_DETAILS } from '../../../lib/product-view';
import { BASIC_SORTS } from '../../../lib/sort';
import { VEL_KADA_DEFAULT_FILTER, VEL_KADA_MAX_PRICE, filterVelKada, type VelKadaFilter } from '../lib/vel-kada-filter';
import { VEL_KADA_PRODUCTS, type VelKadaProduct } from '../lib/vel-kada.data';

const CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'Mens', label: 'Mens' },
  { value: 'Womens', label: 'Womens' },
  { value: 'Unisex', label: 'Unisex' },
];

/** The Vel Kada page (/vel-kada). */
export function VelKadaPage(): JSX.Element {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<VelKadaFilter>(VEL_KADA_DEFAULT_FILTER);
  const shown = filterVelKada(VEL_KADA_PRODUCTS, filter);
  const change = (next: Partial<VelKadaFilter>) => setFilter((current) => ({ ...current, ...next }));
  // The product page gets the piece as listed, without the price the filter read from it.
  const open = ({ priceRupees: _read, ...item }: VelKadaProduct & { priceRupees?: number }) =>
    navigate(paths.product(String(item.id)), { state: { productData: item } });

  return (
    <div className="cat-page cat-listing">
      <ListingBanner title="Vel Kada Collection" tagline="Sacred Vel kadas in pure silver, blessed with tradition" />
      <div className="cat-filterbar" role="group" aria-label="Filters">
        <label className="cat-check">
          <input
            type="checkbox"
            checked={filter.inStockOnly}
            onChange={(event) => change({ inStockOnly: event.target.checked })}
          />
          In stock only
        </label>
        <fieldset className="cat-fieldset">
          <legend>Price</legend>
          <PriceRangeFilter
            min={filter.minPrice}
            max={filter.maxPrice}
            sliderMax={VEL_KADA_MAX_PRICE}
            step={100}
            onChange={({ min, max }) => change({ minPrice: min, maxPrice: max })}
          />
        </fieldset>
        <label className="cat-sort">
          Category
          <select value={filter.category} onChange={(event) => change({ category: event.target.value })}>
            {CATEGORIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <SortSelect value={filter.sort} options={BASIC_SORTS} onChange={(sort) => change({ sort })} />
      </div>
      <p className="cat-count" aria-live="polite">{`${shown.length} products`}</p>
      <div className="cat-grid">
        {shown.map((item) => (
          <ProductCard
            key={item.id}
            name={item.name}
            image={item.image}
            fallbackImage={PLACEHOLDER_IMAGE}
            badges={item.inStock ? [] : [OUT_OF_STOCK]}
            category={item.category}
            price={item.priceRupees}
            actionLabel={VIEW_DETAILS}
            onAction={() => open(item)}
            href={paths.product(String(item.id))}
            onNavigate={() => open(item)}
          />
        ))}
      </div>
      <FeatureBadges
        items={[
          { title: 'Pure Silver', text: '92.5 sterling silver, hallmarked' },
          { title: 'Blessed Design', text: 'Traditional Vel motif, finished by hand' },
          { title: 'Adjustable Fit', text: 'Sized for a comfortable daily wear' },
          { title: 'Gift Ready', text: 'Packed in our signature gift box' },
        ]}
      />
    </div>
  );
}
