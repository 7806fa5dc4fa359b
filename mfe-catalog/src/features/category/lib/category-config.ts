import { PRODUCT_CATEGORIES } from '@rmj/contracts';
import type { ServerCategory } from '../api/category-params';
import type { WordKey } from '../../../i18n';

/** What differs between the server-backed category pages. */
export interface CategoryConfig {
  server: ServerCategory;
  /** Heading and tagline: keys of this remote's words. */
  title: WordKey;
  tagline: WordKey;
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
  /** Text when nothing matches (a key of this remote's words). */
  emptyText: WordKey;
  /** Piece passed along with productData, when the page is about one piece. */
  piece?: 'ring';
  /** Cards themselves react to a click (couple rings: logged only). */
  logCardClick?: boolean;
  testimonial: { quote: WordKey; name: WordKey; city: WordKey };
}

/** Category keys the shell routes to. */
export type CategoryKey = ServerCategory | 'rings' | 'pendants';

const EMPTY = 'category.empty';

const CATEGORY_CONFIGS: Record<ServerCategory, CategoryConfig> = {
  women: {
    server: 'women',
    title: 'category.womenTitle',
    tagline: 'category.womenTagline',
    categories: [...PRODUCT_CATEGORIES.women],
    startOpen: false,
    connectivity: {},
    errorDetail: true,
    emptyText: EMPTY,
    testimonial: {
      quote: 'category.womenQuote',
      name: 'category.womenName',
      city: 'category.womenCity',
    },
  },
  men: {
    server: 'men',
    title: 'category.menTitle',
    tagline: 'category.menTagline',
    categories: [...PRODUCT_CATEGORIES.men],
    startOpen: false,
    connectivity: {},
    errorDetail: true,
    emptyText: EMPTY,
    testimonial: {
      quote: 'category.menQuote',
      name: 'category.menName',
      city: 'category.menCity',
    },
  },
  kids: {
    server: 'kids',
    title: 'category.kidsTitle',
    tagline: 'category.kidsTagline',
    categories: [...PRODUCT_CATEGORIES.kids],
    startOpen: false,
    connectivity: { timeoutMs: 5000 },
    timeoutMs: 10_000,
    errorDetail: false,
    emptyText: EMPTY,
    testimonial: {
      quote: 'category.kidsQuote',
      name: 'category.kidsName',
      city: 'category.kidsCity',
    },
  },
  couples: {
    server: 'couples',
    title: 'category.couplesTitle',
    tagline: 'category.couplesTagline',
    categories: [...PRODUCT_CATEGORIES.couples],
    startOpen: true,
    connectivity: null,
    errorDetail: true,
    emptyText: 'category.emptyRings',
    piece: 'ring',
    logCardClick: true,
    testimonial: {
      quote: 'category.couplesQuote',
      name: 'category.couplesName',
      city: 'category.couplesCity',
    },
  },
};

/** The server-backed page of a category key ('rings' shows the couple rings); none for 'pendants' (built-in data). */
export function categoryConfigFor(category: CategoryKey): CategoryConfig | undefined {
  if (category === 'pendants') return undefined;
  return CATEGORY_CONFIGS[category === 'rings' ? 'couples' : category];
}
