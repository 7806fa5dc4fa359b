// Shapes of the catalog service's answers as this remote reads them (mirrors the catalog contract).

/** A product as the catalog service returns it. */
export interface CatalogProduct {
  /** Database id; used in /product/{id}. */
  _id?: string;
  /** Legacy id some listings carry. */
  id?: string | number;
  name: string;
  /** Image addresses; the first is shown. */
  images?: string[];
  /** Single image address, used when images is empty. */
  image?: string;
  /** Material: Gold or Silver. */
  productType?: string;
  productCategory?: string;
  /** female, male, Kids, couples. */
  peopleCategory?: string;
  /** Fingerprint, Engraving, Image, combined … */
  customOption?: string;
  inStock?: boolean;
  /** Whole rupees. */
  price: number;
  gram?: number;
  description?: string;
  originalPrice?: number;
  oldPrice?: number;
  /** Percent. */
  discount?: number;
  isNew?: boolean;
  category?: string;
  rating?: number;
  reviews?: number;
  createdAt?: string;
  customizationType?: string;
}

/** Body of the listings that answer with a success flag. */
export interface ProductListResponse {
  success: boolean;
  products: CatalogProduct[];
  message?: string;
}

/** Body of GET /api/products/search. */
export interface SearchResponse {
  products: CatalogProduct[];
  currentPage: number;
  totalPages: number;
  total: number;
}

/** The id used in /product/{id}: _id for server products. */
export function productId(product: CatalogProduct): string {
  return String(product._id ?? product.id ?? '');
}
