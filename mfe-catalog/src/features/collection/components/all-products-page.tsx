import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { ProductCollection } from './product-collection';
import { words } from '../../../i18n';
import { withWords } from '../../../i18n/with-words';

/** The general products listing (/all-products, /all-procuct): every product, 12 per page. */
export const AllProductsPage = withWords(function AllProductsPage(): JSX.Element {
  useInjectApi(catalogApi);
  const t = words.useT();
  return (
    <div className="cat-page">
      <ProductCollection
        title={t('all.title')}
        subtitle={t('all.subtitle')}
        countText={(range) => t('all.count', range)}
        paging="browser"
      />
    </div>
  );
});
