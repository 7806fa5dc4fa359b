// Server-backed category pages: women, men, kids and couple rings (GET /api/products/category/{x}).
import { useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { Dropdown } from '@rmj/ui';
import { useCheckConnectionQuery } from '../../../lib/check-connection';
import { productId, type CatalogProduct } from '../../../lib/catalog-product';
import { ListingBanner, ListingFeatures, PromoStrip, Testimonial } from '../../../components/listing-extras';
import { ListingResults } from '../../../components/listing-results';
import { OptionList, withAll } from '../../../components/option-list';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { ServerProductCard } from '../../../components/server-product-card';
import { SortSelect } from '../../../components/sort-select';
import { inFirstScreen, type PieceCategory } from '../../../lib/product-view';
import { BASIC_SORTS } from '../../../lib/sort';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { CATEGORY_PRICE_CAP, DEFAULT_CATEGORY_FILTERS, type CategoryFilters } from '../api/category-params';
import { useGetCategoryProductsQuery } from '../api/get-category-products';
import type { CategoryConfig } from '../lib/category-config';
import { words } from '../../../i18n';
import { usePieceLabel } from '../../../lib/piece-labels';

const MATERIALS = ['Gold', 'Silver'];

type Filters = CategoryFilters;

/** The piece kind passed to the product page: the page's own, else guessed from the product's category. */
function pieceOf(product: CatalogProduct, fixed?: PieceCategory): PieceCategory | undefined {
  if (fixed) return fixed;
  const text = `${product.productCategory ?? ''} ${product.category ?? ''}`.toLowerCase();
  if (text.includes('ring') && !text.includes('ear')) return 'ring';
  if (text.includes('bracelet')) return 'bracelet';
  if (text.includes('pendant')) return 'pendant';
  return undefined;
}

/** One server-backed category page, shaped by its config. */
export function ServerCategoryPage({ config }: { config: CategoryConfig }): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const pieceLabel = usePieceLabel();
  /** The filter's choices: the values the API takes, worded in the page's language. */
  const choices = (values: readonly string[]) =>
    withAll(values, t('filter.all')).map((option) => ({ ...option, label: pieceLabel(option.label) ?? option.label }));
  const [filters, setFilters] = useState<Filters>(DEFAULT_CATEGORY_FILTERS);
  const settled = useDebouncedValue(filters);
  const connection = useCheckConnectionQuery(config.connectivity ?? undefined, { skip: !config.connectivity });
  const ready = !config.connectivity || connection.isSuccess;
  const list = useGetCategoryProductsQuery(
    { category: config.server, ...settled, timeoutMs: config.timeoutMs },
    { skip: !ready },
  );

  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, ...next }));

  function openProduct(product: CatalogProduct): void {
    const piece = pieceOf(product, config.piece);
    navigate(paths.product(productId(product)), {
      state: piece ? { productData: product, category: piece } : { productData: product },
    });
  }

  return (
    <div className="cat-page cat-listing">
      <ListingBanner title={t(config.title)} tagline={t(config.tagline)} />
      <div className="cat-toolbar">
        <div className="cat-filters">
          <Dropdown label={t('filter.priceRange')} defaultOpen={config.startOpen}>
            <PriceRangeFilter
              min={filters.minPrice}
              max={filters.maxPrice}
              sliderMax={CATEGORY_PRICE_CAP}
              step={1000}
              onChange={({ min, max }) => change({ minPrice: min, maxPrice: max })}
            />
          </Dropdown>
          <Dropdown label={t('filter.category')} defaultOpen={config.startOpen}>
            <OptionList
              name={`${config.server}-category`}
              options={choices(config.categories)}
              value={filters.productCategory}
              onChange={(productCategory) => change({ productCategory })}
            />
          </Dropdown>
          <Dropdown label={t('material.label')} defaultOpen={config.startOpen}>
            <OptionList
              name={`${config.server}-material`}
              options={choices(MATERIALS)}
              value={filters.productType}
              onChange={(productType) => change({ productType })}
            />
          </Dropdown>
        </div>
        <SortSelect value={filters.sort} options={BASIC_SORTS} onChange={(sort) => change({ sort })} />
      </div>
      <ListingResults
        connection={
          config.connectivity
            ? { isLoading: connection.isLoading, isError: connection.isError, retry: () => void connection.refetch() }
            : undefined
        }
        isLoading={list.isLoading || (list.isFetching && list.isError)}
        error={list.error}
        onRetry={() => void list.refetch()}
        errorDetail={config.errorDetail}
        products={list.data}
        countText={(count) => t('category.count', { count, shown: String(count) })}
        emptyText={t(config.emptyText)}
        renderCard={(product, index) => (
          <ServerProductCard
            key={productId(product)}
            product={product}
            eager={inFirstScreen(index)}
            category={pieceLabel(product.productCategory ?? product.category)}
            onOpen={() => openProduct(product)}
            onClick={config.logCardClick ? () => console.log('Couple ring selected:', product.name) : undefined}
          />
        )}
      />
      <PromoStrip />
      <ListingFeatures />
      <Testimonial
        quote={t(config.testimonial.quote)}
        name={t(config.testimonial.name)}
        city={t(config.testimonial.city)}
      />
    </div>
  );
}
