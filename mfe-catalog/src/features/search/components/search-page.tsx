// Search results (/search?q=…): 12 per page from GET /api/products/search.
import { useState, type JSX } from 'react';
import { Link, useNavigate, useSearchParams } from '@rmj/router';
import { paths } from '@rmj/contracts';
import { useInjectApi } from '@rmj/cart';
import { ErrorBox, Pagination } from '@rmj/ui';
import { catalogApi } from '../../../lib/catalog-api';
import { loadFailureMessage } from '../../../lib/load-failure';
import { productId } from '../../../lib/catalog-product';
import { GridSkeleton } from '../../../components/grid-skeleton';
import { ListingBanner } from '../../../components/listing-extras';
import { inFirstScreen } from '../../../lib/product-view';
import { useSearchProductsQuery } from '../api/search-products';
import { SearchCard } from './search-card';

function EmptyResults({ q }: { q: string }): JSX.Element {
  const navigate = useNavigate();
  return (
    <div className="cat-empty-state">
      <p className="cat-empty">{`No products found matching "${q}"`}</p>
      <p>Browse our collections instead:</p>
      <nav className="cat-empty-state__links" aria-label="Collections">
        <Link to={paths.category('Female')}>Women</Link>
        <Link to={paths.category('Male')}>Men</Link>
        <Link to={paths.category('Kids')}>Kids</Link>
      </nav>
      <button type="button" className="ui-button" onClick={() => navigate(paths.home())}>
        Return to Home
      </button>
    </div>
  );
}

/** The search results page. */
export function SearchPage(): JSX.Element {
  useInjectApi(catalogApi);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  // The page belongs to the term it was chosen for: a new q starts again at page 1.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const { data, error, isFetching, refetch } = useSearchProductsQuery({ q, page }, { skip: q.trim() === '' });

  function changePage(next: number): void {
    setPaging({ q, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  let body: JSX.Element;
  if (q.trim() === '') body = <EmptyResults q={q} />;
  else if (isFetching) body = <GridSkeleton />;
  else if (error) body = <ErrorBox message={loadFailureMessage(error)} onRetry={() => void refetch()} />;
  else if (!data || data.total === 0 || data.products.length === 0) body = <EmptyResults q={q} />;
  else
    body = (
      <>
        <p
          className="cat-count"
          aria-live="polite"
        >{`${data.total} ${data.total === 1 ? 'result' : 'results'} for "${q}"`}</p>
        <div className="cat-grid">
          {data.products.map((product, index) => (
            <SearchCard
              key={productId(product)}
              product={product}
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
      <ListingBanner
        title="Search Results"
        tagline={q ? `Showing pieces that match "${q}"` : 'Type a word in the search box to find a piece'}
      >
        <button type="button" className="ui-button" onClick={() => navigate(paths.customListing('men', 'rings'))}>
          Customize Your Ring
        </button>
      </ListingBanner>
      {body}
    </div>
  );
}
