// The nine customisation listings /custom/{women,men,kids}/{rings,bracelets,pendants} (GET /api/{people}-{piece}).
import { useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { Dropdown } from '@rmj/ui';
import { catalogApi } from '../../../lib/catalog-api';
import { useCheckConnectionQuery } from '../../../lib/check-connection';
import { productId, type CatalogProduct } from '../../../lib/catalog-product';
import { ListingBanner, ListingFeatures, PromoStrip, Testimonial } from '../../../components/listing-extras';
import { ListingResults } from '../../../components/listing-results';
import { OptionList } from '../../../components/option-list';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { ServerProductCard } from '../../../components/server-product-card';
import { SortSelect } from '../../../components/sort-select';
import { inFirstScreen } from '../../../lib/product-view';
import { BASIC_SORTS, type SortKey } from '../../../lib/sort';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLastSuccessfulProducts } from '../../../lib/use-last-success';
import { useGetCustomListingQuery, type People, type Piece } from '../api/get-custom-listing';
import {
  CUSTOM_LISTINGS,
  CUSTOMIZATION_VALUES,
  EMPTY_TEXT,
  PIECE_CATEGORY,
  customizationLabel,
} from '../lib/custom-listing-config';
import { words } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';

/** Props of CustomListingPage. */
export interface CustomListingPageProps {
  people: People;
  piece: Piece;
}

function Listing({ people, piece }: CustomListingPageProps): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const config = CUSTOM_LISTINGS[people][piece];
  const kids = people === 'kids';
  const [filters, setFilters] = useState({
    minPrice: 0,
    maxPrice: config.sliderMax,
    customizationType: 'all',
    sort: 'featured' as SortKey,
  });
  const settled = useDebouncedValue(filters);
  const connection = useCheckConnectionQuery(kids ? { timeoutMs: 5000 } : undefined);
  const list = useGetCustomListingQuery(
    { people, piece, ...settled, timeoutMs: kids ? 10_000 : undefined },
    { skip: !connection.isSuccess },
  );
  const { products, error } = useLastSuccessfulProducts(list.data, list.error);
  const change = (next: Partial<typeof filters>) => setFilters((current) => ({ ...current, ...next }));
  const open = (product: CatalogProduct) =>
    navigate(paths.product(productId(product)), { state: { productData: product, category: PIECE_CATEGORY[piece] } });
  const options = [
    { value: 'all', label: t('filter.all') },
    ...CUSTOMIZATION_VALUES[piece].map((value) => ({ value, label: customizationLabel(value, t) })),
  ];

  return (
    <div className="cat-page cat-listing">
      <ListingBanner title={t(config.title)} tagline={t(config.tagline)} />
      <div className="cat-toolbar">
        <div className="cat-filters">
          <Dropdown label={t('filter.priceRange')}>
            <PriceRangeFilter
              min={filters.minPrice}
              max={filters.maxPrice}
              sliderMax={config.sliderMax}
              step={config.step}
              onChange={({ min, max }) => change({ minPrice: min, maxPrice: max })}
            />
          </Dropdown>
          <Dropdown label={t('custom.typeLabel')}>
            <OptionList
              name={`${people}-${piece}-custom`}
              options={options}
              value={filters.customizationType}
              onChange={(customizationType) => change({ customizationType })}
            />
          </Dropdown>
        </div>
        <SortSelect value={filters.sort} options={BASIC_SORTS} onChange={(sort) => change({ sort })} />
      </div>
      <ListingResults
        connection={{
          isLoading: connection.isLoading,
          isError: connection.isError,
          retry: () => void connection.refetch(),
        }}
        isLoading={list.isLoading || (list.isFetching && list.isError)}
        error={error}
        onRetry={() => void list.refetch()}
        errorDetail={!kids}
        products={products}
        countText={(count) => t(config.count, { count, shown: String(count) })}
        emptyText={t(EMPTY_TEXT[piece])}
        renderCard={(product, index) => (
          <ServerProductCard
            key={productId(product)}
            product={product}
            eager={inFirstScreen(index)}
            category={
              product.customizationType
                ? t('custom.customisable', { type: customizationLabel(product.customizationType, t) })
                : undefined
            }
            onOpen={() => open(product)}
          />
        )}
      />
      <PromoStrip />
      <ListingFeatures />
      <Testimonial quote={t('custom.quote')} name={t('custom.quoteName')} city={t('custom.quoteCity')} />
    </div>
  );
}

/** One customisation listing; a new people/piece starts with fresh filters. */
export const CustomListingPage = withWords(function CustomListingPage({
  people,
  piece,
}: CustomListingPageProps): JSX.Element {
  useInjectApi(catalogApi);
  return <Listing key={`${people}-${piece}`} people={people} piece={piece} />;
});
