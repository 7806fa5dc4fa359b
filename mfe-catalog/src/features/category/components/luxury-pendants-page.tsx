// Luxury pendants: built-in samples, filtered and sorted in the browser; no server call.
import { useRef, useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { parsePrice, paths } from '@rmj/contracts';
import { Dropdown, ProductCard } from '@rmj/ui';
import { FeatureBadges, ListingBanner, PromoStrip, Testimonial } from '../../../components/listing-extras';
import { OptionList, withAll } from '../../../components/option-list';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { SortSelect } from '../../../components/sort-select';
import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';
import { OUT_OF_STOCK, VIEW_DETAILS } from '../../../lib/product-view';
import { BASIC_SORTS, sortItems, type SortKey } from '../../../lib/sort';
import { LUXURY_PENDANTS, type LuxuryPendant } from '../lib/luxury-pendants.data';

/** Slider bounds of this page (spec section 9). */
const LUXURY_MAX_PRICE = 20000;
const CATEGORIES = ['Diamond', 'Gold', 'Pearl', 'Personalized', 'Gemstone', 'Vintage', 'Religious'];

/**
 * Pendants within the price range (inclusive, commas removed) and category (case-insensitive, 'all' = any), sorted,
 * each with its price in rupees. A pendant whose price cannot be read matches no price range: it is not listed.
 */
export function filterPendants(
  list: readonly LuxuryPendant[],
  filter: { minPrice: number; maxPrice: number; category: string; sort: SortKey },
): Array<LuxuryPendant & { priceRupees: number }> {
  const wanted = filter.category.toLowerCase();
  const matching = list.flatMap((item) => {
    const priceRupees = parsePrice(item.price);
    const shown =
      priceRupees !== null &&
      priceRupees >= filter.minPrice &&
      priceRupees <= filter.maxPrice &&
      (wanted === 'all' || item.category.toLowerCase() === wanted);
    return shown ? [{ ...item, priceRupees }] : [];
  });
  return sortItems(matching, filter.sort, {
    name: (item) => item.name,
    price: (item) => item.priceRupees,
    featured: (item) => item.id,
  });
}

/** The luxury pendants page (/category/pendants). */
export function LuxuryPendantsPage(): JSX.Element {
  const navigate = useNavigate();
  const grid = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState({
    minPrice: 0,
    maxPrice: LUXURY_MAX_PRICE,
    category: 'all',
    sort: 'featured' as SortKey,
  });
  const shown = filterPendants(LUXURY_PENDANTS, filter);
  // The product page gets the pendant as listed, without the price the filter read from it.
  const open = ({ priceRupees: _read, ...item }: LuxuryPendant & { priceRupees?: number }) =>
    navigate(paths.product(String(item.id)), { state: { productData: item, category: 'pendant' } });

  return (
    <div className="cat-page cat-listing">
      <ListingBanner title="Luxury Pendants" tagline="Statement pendants in diamond, gold, pearl and precious stones">
        {/* The spec shows no action for this button; it scrolls to the grid. */}
        <button
          type="button"
          className="ui-button"
          onClick={() => grid.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          Shop Pendants
        </button>
      </ListingBanner>
      <div className="cat-toolbar">
        <div className="cat-filters">
          <Dropdown label="Price Range" defaultOpen>
            <PriceRangeFilter
              min={filter.minPrice}
              max={filter.maxPrice}
              sliderMax={LUXURY_MAX_PRICE}
              step={500}
              onChange={({ min, max }) => setFilter({ ...filter, minPrice: min, maxPrice: max })}
            />
          </Dropdown>
          <Dropdown label="Category" defaultOpen>
            <OptionList
              name="luxury-category"
              options={withAll(CATEGORIES)}
              value={filter.category}
              onChange={(category) => setFilter({ ...filter, category })}
            />
          </Dropdown>
        </div>
        <SortSelect value={filter.sort} options={BASIC_SORTS} onChange={(sort) => setFilter({ ...filter, sort })} />
      </div>
      <p className="cat-count" aria-live="polite">{`${shown.length} pendants found`}</p>
      <div className="cat-grid" ref={grid}>
        {shown.map((item) => (
          <ProductCard
            key={item.id}
            name={item.name}
            image={item.image}
            fallbackImage={PLACEHOLDER_IMAGE}
            badges={item.inStock ? [] : [OUT_OF_STOCK]}
            category={item.category}
            description={item.description}
            price={item.priceRupees}
            actionLabel={item.inStock ? undefined : VIEW_DETAILS}
            onAction={() => open(item)}
            href={paths.product(String(item.id))}
            onNavigate={() => open(item)}
          />
        ))}
      </div>
      <PromoStrip />
      <FeatureBadges
        items={[
          { title: 'Certified Gemstones', text: 'Every stone comes with its certificate' },
          { title: 'Lifetime Warranty', text: 'Cleaning and repairs for life' },
          { title: 'Gift Box', text: 'Presented in an elegant gift box' },
          { title: 'Secure Shipping', text: 'Insured delivery across India' },
        ]}
      />
      <Testimonial quote="The pearl halo pendant is even lovelier in person." name="Anitha Krishnan" city="Chennai" />
    </div>
  );
}
