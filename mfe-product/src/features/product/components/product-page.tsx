// /product/:id. A shopper coming from a card sees the product at once from navigation state
// (productData), with no request. From a link alone the product is fetched by id; an unknown or
// malformed id shows a not-found view with a way back to the collection.
import type { JSX } from 'react';
import { useLocation, useParams } from '@rmj/router';
import { useInjectApi } from '@rmj/cart';
import { Spinner } from '@rmj/ui';
import { words } from '../../../i18n';
import { productApi } from '../../../lib/product-api';
import { useGetProductQuery } from '../api/get-product';
import { isRawProduct, rawProductId, toProductView, type RawProduct } from '../../../lib/product-view';
import { ProductDetails } from './product-details';
import { ProductNotFound } from './product-not-found';

interface ProductState {
  productData?: unknown;
  category?: unknown;
}

function FetchedProduct({ id, category }: { id: string; category?: unknown }): JSX.Element {
  const { data, error, isLoading, refetch } = useGetProductQuery(id);
  if (isLoading) return <Spinner />;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 400 || status === 404 || (!error && !isRawProduct(data))) return <ProductNotFound />;
  if (error || !data) return <ProductNotFound offline onRetry={() => void refetch()} />;
  return <ProductDetails key={id} product={toProductView(data, category)} raw={data} />;
}

/** The page in the shopper's language: this remote's words around it (loaded with the page's code). */
export function ProductPage(): JSX.Element {
  return (
    <words.Provider>
      <ProductPageContent />
    </words.Provider>
  );
}

function ProductPageContent(): JSX.Element {
  useInjectApi(productApi); // uploads and the fetch by id go through the shell's store
  const { id = '' } = useParams();
  const state = (useLocation().state ?? {}) as ProductState;
  const passed = state.productData;
  // The state must be about this id (a stale state after editing the address bar is ignored).
  if (isRawProduct(passed) && String(rawProductId(passed) ?? id) === id) {
    return <ProductDetails key={id} product={toProductView(passed, state.category)} raw={passed as RawProduct} />;
  }
  return <FetchedProduct id={id} category={state.category} />;
}
