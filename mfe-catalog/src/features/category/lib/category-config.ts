import { PRODUCT_CATEGORIES } from '@rmj/contracts';
import type { ServerCategory } from '../api/category-params';

/** What differs between the server-backed category pages. */
export interface CategoryConfig {
  server: ServerCategory;
  title: string;
  tagline: string;
  /** Values of the Category filter (productCategory). */
  categories: string[];
  /** Dropdowns start open (couple rings) or closed. */
  startOpen: boolean;
  /** Run GET /api/test first; its time-out in ms (0 = none). */
  connectivity: { timeoutMs?: number } | null;
  /** Time-out of the list call in ms (kids: 10 s, with JSON headers). */
  timeoutMs?: number;
  /** Whether the error text carries ' Error: {message}' (kids pages omit it). */
  errorDetail: boolean;
  /** Text when nothing matches. */
  emptyText: string;
  /** Piece passed along with productData, when the page is about one piece. */
  piece?: 'ring';
  /** Cards themselves react to a click (couple rings: logged only). */
  logCardClick?: boolean;
  testimonial: { quote: string; name: string; city: string };
}

/** Category keys the shell routes to. */
export type CategoryKey = ServerCategory | 'rings' | 'pendants';

const EMPTY = 'No products found matching your filters. Try adjusting your criteria.';

const CATEGORY_CONFIGS: Record<ServerCategory, CategoryConfig> = {
  women: {
    server: 'women',
    title: "Women's Collection",
    tagline: 'Graceful silver and gold for every moment of her day',
    categories: [...PRODUCT_CATEGORIES.women],
    startOpen: false,
    connectivity: {},
    errorDetail: true,
    emptyText: EMPTY,
    testimonial: {
      quote: 'My silver anklets still shine like the day they arrived.',
      name: 'Lakshmi Narayanan',
      city: 'Tiruchirappalli',
    },
  },
  men: {
    server: 'men',
    title: "Men's Collection",
    tagline: 'Bold, timeless pieces crafted for him',
    categories: [...PRODUCT_CATEGORIES.men],
    startOpen: false,
    connectivity: {},
    errorDetail: true,
    emptyText: EMPTY,
    testimonial: {
      quote: 'The kada is heavy, well finished and exactly as pictured.',
      name: 'Arun Kumar',
      city: 'Coimbatore',
    },
  },
  kids: {
    server: 'kids',
    title: "Kids' Collection",
    tagline: 'Safe, charming silver for little ones',
    categories: [...PRODUCT_CATEGORIES.kids],
    startOpen: false,
    connectivity: { timeoutMs: 5000 },
    timeoutMs: 10_000,
    errorDetail: false,
    emptyText: EMPTY,
    testimonial: {
      quote: 'Beautiful thanda for our daughter, light and comfortable.',
      name: 'Meena Selvam',
      city: 'Salem',
    },
  },
  couples: {
    server: 'couples',
    title: 'Couple Rings Collection',
    tagline: 'Matching rings for promises, engagements, weddings and anniversaries',
    categories: [...PRODUCT_CATEGORIES.couples],
    startOpen: true,
    connectivity: null,
    errorDetail: true,
    emptyText: 'No rings found matching your filters. Try adjusting your criteria.',
    piece: 'ring',
    logCardClick: true,
    testimonial: {
      quote: 'Our engraved wedding bands are perfect. We wear them every day.',
      name: 'Karthik & Divya',
      city: 'Madurai',
    },
  },
};

/** The server-backed page of a category key ('rings' shows the couple rings); none for 'pendants' (built-in data). */
export function categoryConfigFor(category: CategoryKey): CategoryConfig | undefined {
  if (category === 'pendants') return undefined;
  return CATEGORY_CONFIGS[category === 'rings' ? 'couples' : category];
}
