// Vel Kada listing: built-in products, filtered and sorted in the browser; no server call.
import { useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { localName, ProductCard, useUiT } from '@rmj/ui';
import { useLang } from '@rmj/i18n';
import { FeatureBadges, ListingBanner } from '../../../components/listing-extras';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { SortSelect } from '../../../components/sort-select';
import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';
import { words, type WordKey } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import { BASIC_SORTS } from '../../../lib/sort';
import { VEL_KADA_DEFAULT_FILTER, VEL_KADA_MAX_PRICE, filterVelKada, type VelKadaFilter } from '../lib/vel-kada-filter';
import { VEL_KADA_PRODUCTS, type VelKadaProduct } from '../lib/vel-kada.data';

const CATEGORIES: ReadonlyArray<{ value: string; label: WordKey }> = [
  { value: 'all', label: 'filter.all' },
  { value: 'Mens', label: 'vel.mens' },
  { value: 'Womens', label: 'vel.womens' },
  { value: 'Unisex', label: 'vel.unisex' },
];
const CATEGORY_WORD = Object.fromEntries(CATEGORIES.map((option) => [option.value, option.label]));

/** The Vel Kada page (/vel-kada). */
export const VelKadaPage = withWords(function VelKadaPage(): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const ui = useUiT();
  const lang = useLang();
  const [filter, setFilter] = useState<VelKadaFilter>(VEL_KADA_DEFAULT_FILTER);
  const shown = filterVelKada(VEL_KADA_PRODUCTS, filter, lang);
  const change = (next: Partial<VelKadaFilter>) => setFilter((current) => ({ ...current, ...next }));
  // The product page gets the piece as listed, without the price the filter read from it.
  const open = ({ priceRupees: _read, ...item }: VelKadaProduct & { priceRupees?: number }) =>
    navigate(paths.product(String(item.id)), { state: { productData: item } });

  return (
    <div className="cat-page cat-listing">
      <ListingBanner title={t('vel.title')} tagline={t('vel.tagline')} />
      <div className="cat-filterbar" role="group" aria-label={t('vel.filters')}>
        <label className="cat-check">
          <input
            type="checkbox"
            checked={filter.inStockOnly}
            onChange={(event) => change({ inStockOnly: event.target.checked })}
          />
          {t('vel.inStockOnly')}
        </label>
        <fieldset className="cat-fieldset">
          <legend>{t('vel.price')}</legend>
          <PriceRangeFilter
            min={filter.minPrice}
            max={filter.maxPrice}
            sliderMax={VEL_KADA_MAX_PRICE}
            step={100}
            onChange={({ min, max }) => change({ minPrice: min, maxPrice: max })}
          />
        </fieldset>
        <label className="cat-sort">
          {t('filter.category')}
          <select value={filter.category} onChange={(event) => change({ category: event.target.value })}>
            {CATEGORIES.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
        <SortSelect value={filter.sort} options={BASIC_SORTS} onChange={(sort) => change({ sort })} />
      </div>
      <p className="cat-count" aria-live="polite">
        {t('vel.count', { count: shown.length, shown: String(shown.length) })}
      </p>
      <div className="cat-grid">
        {shown.map((item) => (
          <ProductCard
            key={item.id}
            name={localName(item, lang)}
            image={item.image}
            fallbackImage={PLACEHOLDER_IMAGE}
            badges={item.inStock ? [] : [ui('card.outOfStock')]}
            category={t(CATEGORY_WORD[item.category] ?? 'filter.all')}
            price={item.priceRupees}
            actionLabel={ui('card.viewDetails')}
            onAction={() => open(item)}
            href={paths.product(String(item.id))}
            onNavigate={() => open(item)}
          />
        ))}
      </div>
      <FeatureBadges
        items={[
          { title: t('vel.silverTitle'), text: t('vel.silverText') },
          { title: t('vel.blessedTitle'), text: t('vel.blessedText') },
          { title: t('vel.fitTitle'), text: t('vel.fitText') },
          { title: t('vel.giftTitle'), text: t('vel.giftText') },
        ]}
      />
    </div>
  );
});
