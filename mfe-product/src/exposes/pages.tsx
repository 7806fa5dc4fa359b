// Public entry of mfe-product: the screens the shell routes to. The product page is in this
// chunk (a shopper from a card sees it at once); the customise-your-ring page, the fonts, the proof
// renderer and the preview pictures load only when needed.
import { lazy, Suspense, type JSX } from 'react';
import { Spinner } from '@rmj/ui';
import '../styles/product.css';

export { ProductPage } from '../features/product/product-page';

const LazyCustomizePage = lazy(
  () => import(/* webpackChunkName: "customize-page" */ '../features/customize/customize-page'),
);

export function CustomizePage(): JSX.Element {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyCustomizePage />
    </Suspense>
  );
}
