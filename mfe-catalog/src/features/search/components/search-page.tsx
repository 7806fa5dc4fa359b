// Search results (/search?q=…): 12 per page from GET /api/products/search.
import { useEffect, type JSX } from 'react';
import { Link, useLocation, useNavigate } from '@rmj/router';
import { paths, searchPageOf } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { ErrorBox, Pagination } from '@rmj/ui';
import { catalogApi } from '../../../lib/catalog-api';
import { loadFailureMessage } from '../../../lib/load-failure';
import { productId } from '../../../lib/catalog-product';
import { GridSkeleton } from '../../../components/grid-skeleton';
import { ListingBanner } from '../../../components/listing-extras';
import { inFirstScreen } from '../../../lib/product-view';
import { ServerProductCard } from '../../../components/server-product-card';
import { useSearchProductsQuery } from '../api/search-products';
import type { CatalogProduct } from '../../../lib/catalog-product';
import { words } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';
import { usePieceLabel } from '../../../lib/piece-labels';

/** The term as typed (`?q=`), untrimmed: the count line and the empty state quote it as the shopper wrote it. */
function searchTermParam(search: string): string {
  try {
    return new URLSearchParams(search).get('q') ?? '';
  } catch {
    return '';
  }
}

const CUSTOMIZABLE = ['fingerprint', 'engraving', 'image', 'combined'];

/** Whether the piece can be personalised (customOption Fingerprint, Engraving, Image or combined). */
function isCustomizable(product: CatalogProduct): boolean {
  return CUSTOMIZABLE.includes((product.customOption ?? '').toLowerCase());
}

function EmptyResults({ q }: { q: string }): JSX.Element {
  const navigate = useNavigate();
  const t = words.useT();
  return (
    <div className="cat-empty-state">
      <p className="cat-empty">{t('search.none', { q })}</p>
      <p>{t('search.browse')}</p>
      <nav className="cat-empty-state__links" aria-label={t('search.collections')}>
        <Link to={paths.category('Female')}>{t('filter.women')}</Link>
        <Link to={paths.category('Male')}>{t('filter.men')}</Link>
        <Link to={paths.category('Kids')}>{t('filter.kids')}</Link>
      </nav>
      <button type="button" className="ui-button" onClick={() => navigate(paths.home())}>
        {t('search.home')}
      </button>
    </div>
  );
}

/**
 * The search results page. The results page is part of the address (`?q=ring&page=2`), so a page can
 * be shared, bookmarked, reloaded and rendered on the server; a new term starts at page 1 (its
 * address has no `page`), and Back returns to the page before.
 */
export const SearchPage = withWords(function SearchPage(): JSX.Element {
  useInjectApi(catalogApi);
  const navigate = useNavigate();
  const t = words.useT();
  const pieceLabel = usePieceLabel();
  const { search } = useLocation();
  const q = searchTermParam(search);
  const page = searchPageOf(search);
  const { data, error, isFetching, refetch } = useSearchProductsQuery({ q, page }, { skip: q.trim() === '' });
  // An address past the last page (fewer results since it was shared) shows the last page instead.
  const lastPage = data && data.total > 0 ? data.totalPages : undefined;
  useEffect(() => {
    if (!isFetching && lastPage !== undefined && page > lastPage)
      navigate(paths.search(q, lastPage), { replace: true });
  }, [isFetching, lastPage, page, q, navigate]);

  function changePage(next: number): void {
    navigate(paths.search(q, next));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  let body: JSX.Element;
  if (q.trim() === '') body = <EmptyResults q={q} />;
  else if (isFetching) body = <GridSkeleton />;
  else if (error) body = <ErrorBox message={loadFailureMessage(t, error)} onRetry={() => void refetch()} />;
  else if (!data || data.total === 0 || data.products.length === 0) body = <EmptyResults q={q} />;
  else
    body = (
      <>
        <p className="cat-count" aria-live="polite">
          {t('search.count', { count: data.total, total: String(data.total), q })}
        </p>
        <div className="cat-grid">
          {data.products.map((product, index) => (
            <ServerProductCard
              key={productId(product)}
              product={product}
              category={pieceLabel(product.productCategory ?? product.category)}
              extraBadges={isCustomizable(product) ? [t('search.customizable')] : []}
              eager={inFirstScreen(index)}
              onOpen={() => navigate(paths.product(productId(product)), { state: { productData: product } })}
            />
          ))}
        </div>
        <Pagination page={data.currentPage ?? page} totalPages={data.totalPages} onPageChange={changePage} />
      </>
    );

  return (
    <div className="cat-page cat-search">
      <ListingBanner title={t('search.title')} tagline={q ? t('search.tagline', { q }) : t('search.taglineEmpty')}>
        <button type="button" className="ui-button" onClick={() => navigate(paths.customListing('men', 'rings'))}>
          {t('search.customizeRing')}
        </button>
      </ListingBanner>
      {body}
    </div>
  );
});
