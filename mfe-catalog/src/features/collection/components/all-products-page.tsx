import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { ProductCollection } from './product-collection';

/** The general products listing (/all-products, /all-procuct): every product, 12 per page. */
export function AllProductsPage(): JSX.Element {
  useInjectApi(catalogApi);
  return (
    <div className="cat-page">
      <ProductCollection
        title="All Products"
        subtitle="Every piece in our collection"
        countNoun="products"
        paging="browser"
      />
    </div>
  );
}
