import type { JSX } from 'react';
import { useInjectApi } from '@rmj/cart';
import { catalogApi } from '../../../api/catalog-api';
import { CATEGORY_CONFIGS } from './category-config';
import { LuxuryPendantsPage } from './luxury-pendants-page';
import { ServerCategoryPage } from './server-category-page';

/** Category keys the shell routes to. */
export type CategoryKey = 'women' | 'men' | 'kids' | 'couples' | 'rings' | 'pendants';

/** /category/{women,men,kids} server listings; 'couples' and 'rings' → couple rings; 'pendants' → luxury pendants. */
export function CategoryPage({ category }: { category: CategoryKey }): JSX.Element {
  useInjectApi(catalogApi);
  if (category === 'pendants') return <LuxuryPendantsPage />;
  const config = CATEGORY_CONFIGS[category === 'rings' ? 'couples' : category];
  // key: a new page (fresh filters) when the shell switches category on the same route element.
  return <ServerCategoryPage key={config.server} config={config} />;
}
