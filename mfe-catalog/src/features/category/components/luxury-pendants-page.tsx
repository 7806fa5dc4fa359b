// Luxury pendants: built-in samples, filtered and sorted in the browser; no server call.
import { useRef, useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { parsePrice, paths } from '@rmj/contracts';
import { Dropdown, localDescription, localName, ProductCard, useUiT } from '@rmj/ui';
import { useLang, type Lang } from '@rmj/i18n';
import { FeatureBadges, ListingBanner, PromoStrip, Testimonial } from '../../../components/listing-extras';
import { OptionList, withAll } from '../../../components/option-list';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { SortSelect } from '../../../components/sort-select';
import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';
import { words } from '../../../i18n';
import { usePieceLabel } from '../../../lib/piece-labels';
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
  lang: Lang = 'en',
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
    // A-Z by the name the shopper reads (Tamil on a Tamil page).
    name: (item) => localName(item, lang),
    price: (item) => item.priceRupees,
    featured: (item) => item.id,
  });
}

/** The luxury pendants page (/category/pendants). */
export function LuxuryPendantsPage(): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const ui = useUiT();
  const lang = useLang();
  const pieceLabel = usePieceLabel();
  const grid = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState({
    minPrice: 0,
    maxPrice: LUXURY_MAX_PRICE,
    category: 'all',
    sort: 'featured' as SortKey,
  });
  const shown = filterPendants(LUXURY_PENDANTS, filter, lang);
  // The product page gets the pendant as listed, without the price the filter read from it.
  const open = ({ priceRupees: _read, ...item }: LuxuryPendant & { priceRupees?: number }) =>
    navigate(paths.product(String(item.id)), { state: { productData: item, category: 'pendant' } });

  return (
    <div className="cat-page cat-listing">
      <ListingBanner title={t('pendants.title')} tagline={t('pendants.tagline')}>
        {/* The spec shows no action for this button; it scrolls to the grid. */}
        <button
          type="button"
          className="ui-button"
          onClick={() => grid.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          {t('pendants.shop')}
        </button>
      </ListingBanner>
      <div className="cat-toolbar">
        <div className="cat-filters">
          <Dropdown label={t('filter.priceRange')} defaultOpen>
            <PriceRangeFilter
              min={filter.minPrice}
              max={filter.maxPrice}
              sliderMax={LUXURY_MAX_PRICE}
              step={500}
              onChange={({ min, max }) => setFilter({ ...filter, minPrice: min, maxPrice: max })}
            />
          </Dropdown>
          <Dropdown label={t('filter.category')} defaultOpen>
            <OptionList
              name="luxury-category"
              options={withAll(CATEGORIES, t('filter.all')).map((option) => ({
                ...option,
                label: pieceLabel(option.label) ?? option.label,
              }))}
              value={filter.category}
              onChange={(category) => setFilter({ ...filter, category })}
            />
          </Dropdown>
        </div>
        <SortSelect value={filter.sort} options={BASIC_SORTS} onChange={(sort) => setFilter({ ...filter, sort })} />
      </div>
      <p className="cat-count" aria-live="polite">
        {t('pendants.count', { count: shown.length, shown: String(shown.length) })}
      </p>
      <div className="cat-grid" ref={grid}>
        {shown.map((item) => (
          <ProductCard
            key={item.id}
            name={localName(item, lang)}
            image={item.image}
            fallbackImage={PLACEHOLDER_IMAGE}
            badges={item.inStock ? [] : [ui('card.outOfStock')]}
            category={pieceLabel(item.category)}
            description={localDescription(item, lang)}
            price={item.priceRupees}
            actionLabel={item.inStock ? undefined : ui('card.viewDetails')}
            onAction={() => open(item)}
            href={paths.product(String(item.id))}
            onNavigate={() => open(item)}
          />
        ))}
      </div>
      <PromoStrip />
      <FeatureBadges
        items={[
          { title: t('pendants.gemsTitle'), text: t('pendants.gemsText') },
          { title: t('pendants.warrantyTitle'), text: t('pendants.warrantyText') },
          { title: t('pendants.giftTitle'), text: t('pendants.giftText') },
          { title: t('pendants.shippingTitle'), text: t('pendants.shippingText') },
        ]}
      />
      <Testimonial quote={t('pendants.quote')} name={t('pendants.quoteName')} city={t('pendants.quoteCity')} />
    </div>
  );
}
