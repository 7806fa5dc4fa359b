import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../lib/catalog-api';
import { categoryConfigFor, type CategoryKey } from '../lib/category-config';
import { LuxuryPendantsPage } from './luxury-pendants-page';
import { ServerCategoryPage } from './server-category-page';
import { withWords } from '../../../i18n/with-words';

export type { CategoryKey } from '../lib/category-config';

/** /category/{women,men,kids} server listings; 'couples' and 'rings' → couple rings; 'pendants' → luxury pendants. */
export const CategoryPage = withWords(function CategoryPage({ category }: { category: CategoryKey }): JSX.Element {
  useInjectApi(catalogApi);
  const config = categoryConfigFor(category);
  if (!config) return <LuxuryPendantsPage />;
  // key: a new page (fresh filters) when the shell switches category on the same route element.
  return <ServerCategoryPage key={config.server} config={config} />;
});
