// The filterable, paged product grid of the home page and the general all-products listing. Home
// asks the server for one page at a time; all-products loads the list once (spec: limit=1000)
// and filters, sorts and pages in the browser.
import { useRef, useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { Dropdown, ErrorBox, Pagination } from '@rmj/ui';
import { loadFailureMessage } from '../../../lib/load-failure';
import { productId, type CatalogProduct } from '../../../lib/catalog-product';
import { COLLECTION_MAX_PRICE, DEFAULT_COLLECTION_FILTER, type CollectionFilter } from '../lib/collection-filter';
import { inFirstScreen } from '../../../lib/product-view';
import { ALL_SORTS } from '../../../lib/sort';
import { GridSkeleton } from '../../../components/grid-skeleton';
import { useBrowserCollection, useServerCollection } from '../api/use-collection-page';
import { OptionList } from '../../../components/option-list';
import { PriceRangeFilter } from '../../../components/price-range-filter';
import { ServerProductCard } from '../../../components/server-product-card';
import { SortSelect } from '../../../components/sort-select';
import { words, type WordKey } from '../../../i18n';
import { usePieceLabel } from '../../../lib/piece-labels';

const CATEGORY_OPTIONS: ReadonlyArray<{ value: string; label: WordKey }> = [
  { value: 'all', label: 'filter.all' },
  { value: 'female', label: 'filter.women' },
  { value: 'male', label: 'filter.men' },
  { value: 'Kids', label: 'filter.kids' },
];

/** Props of ProductCollection. */
export interface ProductCollectionProps {
  title: string;
  subtitle?: string;
  /** The count line: 'Showing X-Y of N {noun}', in the page's language. */
  countText: (range: { from: string; to: string; total: string }) => string;
  /** Element id, the target of 'Explore Collection'. */
  id?: string;
  /** 'server': one page per request (home); 'browser': the whole list once, paged here (all-products). */
  paging: 'server' | 'browser';
}

/** Category, Price Range and Sort by filters, a count line, the grid and page controls. */
export function ProductCollection({ title, subtitle, countText, id, paging }: ProductCollectionProps): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  const pieceLabel = usePieceLabel();
  const top = useRef<HTMLElement>(null);
  const [filter, setFilter] = useState<CollectionFilter>(DEFAULT_COLLECTION_FILTER);
  const [page, setPage] = useState(1);
  const server = useServerCollection(filter, page, paging !== 'server');
  const browser = useBrowserCollection(filter, page, paging !== 'browser');
  const { shown, error, isLoading, isFetching, refetch } = paging === 'server' ? server : browser;
  const [categoryOpen, setCategoryOpen] = useState(false);

  function changeFilter(next: Partial<CollectionFilter>): void {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  }

  function changePage(next: number): void {
    setPage(next);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function openProduct(product: CatalogProduct): void {
    navigate(paths.product(productId(product)), { state: { productData: product } });
  }

  return (
    <section className="cat-collection" id={id} ref={top} aria-labelledby="cat-collection-title">
      <h2 id="cat-collection-title" className="cat-section-title">
        {title}
      </h2>
      {subtitle && <p className="cat-section-subtitle">{subtitle}</p>}
      <div className="cat-filters">
        <Dropdown label={t('filter.category')} open={categoryOpen} onOpenChange={setCategoryOpen}>
          <OptionList
            name="collection-category"
            options={CATEGORY_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
            value={filter.category}
            onChange={(category) => {
              changeFilter({ category });
              setCategoryOpen(false);
            }}
          />
        </Dropdown>
        <Dropdown label={t('filter.priceRange')}>
          <PriceRangeFilter
            min={filter.minPrice}
            max={filter.maxPrice}
            sliderMax={COLLECTION_MAX_PRICE}
            step={5000}
            onChange={({ min, max }) => changeFilter({ minPrice: min, maxPrice: max })}
          />
        </Dropdown>
        <SortSelect value={filter.sort} options={ALL_SORTS} onChange={(sort) => changeFilter({ sort })} />
      </div>
      {isLoading || (!shown && !error) ? (
        <GridSkeleton />
      ) : error || !shown ? (
        <ErrorBox message={loadFailureMessage(t, error)} onRetry={refetch} />
      ) : (
        <>
          <p className="cat-count" aria-live="polite">
            {shown.total === 0
              ? t('collection.none')
              : // Plain digits, as the spec's English prints them (no grouping).
                countText({ from: String(shown.from), to: String(shown.to), total: String(shown.total) })}
          </p>
          {/* The previous page stays in place (dimmed) while the next one loads: nothing jumps. */}
          <div className={isFetching ? 'cat-grid cat-grid--stale' : 'cat-grid'} aria-busy={isFetching}>
            {shown.items.map((product, index) => (
              <ServerProductCard
                key={productId(product)}
                product={product}
                eager={inFirstScreen(index)}
                category={pieceLabel(product.category ?? product.productCategory)}
                onOpen={() => openProduct(product)}
              />
            ))}
          </div>
          <Pagination page={shown.page} totalPages={shown.totalPages} onPageChange={changePage} />
        </>
      )}
    </section>
  );
}
