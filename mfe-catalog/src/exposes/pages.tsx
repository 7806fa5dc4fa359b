// Public entry of mfe-catalog: the screens the shell routes to. Each page injects the catalog
// api into the shell's store (useInjectApi) before its first query.
import '../components/catalog.css';

export { HomePage } from '../features/home/components/home-page';
export { VelKadaPage } from '../features/vel-kada/components/vel-kada-page';
export { SearchPage } from '../features/search/components/search-page';
export { ContactPage } from '../features/contact/components/contact-page';
export { AllProductsPage } from '../features/all-products/components/all-products-page';
export { CategoryPage, type CategoryKey } from '../features/category/components/category-page';
export {
  CustomListingPage,
  type CustomListingPageProps,
} from '../features/custom-listing/components/custom-listing-page';
