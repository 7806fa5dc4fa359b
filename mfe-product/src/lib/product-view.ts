// What the product pages show, read tolerantly from whatever a listing passed as productData:
// a server product (@rmj/contracts Product), a built-in Vel Kada or luxury-pendant sample (price as
// text with commas, numeric id), or an older record missing fields.
import { parsePrice, type CustomizationType, type Product, type ProductPhoto } from '@rmj/contracts';
import { photoVariantPath } from '@rmj/contracts/photos';

/** A product as it may arrive: the server's shape, every field optional, ids and prices loose. */
export type RawProduct = Partial<Omit<Product, 'id' | 'price' | 'customizationType' | 'customizationTypes'>> & {
  id?: string | number;
  price?: number | string;
  customizationType?: string;
  customizationTypes?: { id?: string; name?: string }[];
  category?: string;
};

/** The pieces with their own engraving limit and preview picture. */
export type Piece = 'ring' | 'bracelet' | 'pendant';
/** Metal of the preview picture. */
export type Metal = 'gold' | 'silver';

/** One choice of the customisation selector. */
export interface CustomizationChoice {
  id: CustomizationType;
  name: string;
}

/** A product ready to show. */
export interface ProductView {
  /** Id used in /product/{id} and on the cart line. */
  id: string | number;
  /** The English name: the cart line, the proof and the orders service read it (the piece's kind is in it). */
  name: string;
  description?: string;
  /** Name and description in Tamil, when the catalogue has them (Tamil pages show them, else the English). */
  nameTa?: string;
  descriptionTa?: string;
  /** Gallery pictures (at least one: a placeholder when the product has none); a photograph's 640 px WebP. */
  images: string[];
  /** The photographs behind `images`, one per picture, when the product has photographs. */
  photos?: ProductPhoto[];
  /** Price in rupees, null when it cannot be read. */
  price: number | null;
  /** The price as the product gave it (shown when it cannot be read). */
  priceText: string;
  /** Price before the discount, only when higher than the price. */
  originalPrice?: number;
  rating?: number;
  reviews?: number;
  inStock: boolean;
  /** Pieces that can be ordered now (at most 99), when the catalogue said; unknown for built-in samples. */
  piecesLeft?: number;
  /** Metal weight in grams, when known (shown as cards show it). */
  gram?: number;
  /** Piece for the engraving limit and preview (unknown categories count as a ring). */
  piece: Piece;
  /** True only when the product really is a ring (size guide, customise-your-ring). */
  isRing: boolean;
  metal: Metal;
  /** Customisations this product offers, without 'no customisation'. */
  customizations: CustomizationChoice[];
  /** How a piece priced by weight got its price (absent for a fixed price and older answers). */
  byWeight?: ByWeightPricing;
}

/** A by-weight piece's breakup, the rate it used, its gross weight and whether it is hallmarked. */
export interface ByWeightPricing {
  breakup: Extract<NonNullable<Product['breakup']>, { pricing: 'by-weight' }>;
  rate?: NonNullable<Product['rate']>;
  /** Gross weight in grams (with the stones). */
  grossGram?: number;
  hallmarked: boolean;
}

/** The by-weight pricing of a product, when its answer carries a by-weight breakup. */
function byWeightOf(raw: RawProduct): ByWeightPricing | undefined {
  const breakup = raw.breakup;
  if (breakup?.pricing !== 'by-weight' || raw.pricingMode === 'fixed') return undefined;
  return {
    breakup,
    ...(raw.rate ? { rate: raw.rate } : {}),
    ...(typeof raw.grossGram === 'number' && raw.grossGram > 0 ? { grossGram: raw.grossGram } : {}),
    hallmarked: raw.hallmarked === true,
  };
}

/** Shown when a product has no picture. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f6efe1"/><circle cx="200" cy="200" r="90" fill="none" stroke="#b8860b" stroke-width="14"/></svg>',
  );

const TYPE_NAMES: Record<CustomizationType, string> = {
  engraving: 'Engraving',
  fingerprint: 'Fingerprint',
  image: 'Image',
  pdf: 'PDF',
  text: 'Text',
  combined: 'Combined (text + file)',
};
const TYPES = Object.keys(TYPE_NAMES) as CustomizationType[];

function asType(value: unknown): CustomizationType | undefined {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return TYPES.find((type) => type === key);
}

/** The piece named by the listing (state.category) or read from the product's category. */
function pieceOf(raw: RawProduct, stateCategory?: unknown): { piece: Piece; isRing: boolean } {
  const named = typeof stateCategory === 'string' ? stateCategory.toLowerCase() : '';
  if (named === 'ring' || named === 'bracelet' || named === 'pendant')
    return { piece: named, isRing: named === 'ring' };
  const text = `${raw.productCategory ?? ''} ${raw.name ?? ''}`.toLowerCase();
  if (/(?<!ear[\s-]?)\brings?\b|promise|engagement|wedding|anniversary/.test(text))
    return { piece: 'ring', isRing: true };
  if (/bracelet|kada|bangle/.test(text)) return { piece: 'bracelet', isRing: false };
  if (/pendant|locket/.test(text)) return { piece: 'pendant', isRing: false };
  return { piece: 'ring', isRing: false };
}

function customizationsOf(raw: RawProduct): CustomizationChoice[] {
  const listed = (raw.customizationTypes ?? []).map((choice) => {
    const id = asType(choice?.id) ?? asType(choice?.name);
    return id ? { id, name: choice?.name?.trim() || TYPE_NAMES[id] } : undefined;
  });
  const main = asType(raw.customizationType);
  const all = [...(main ? [{ id: main, name: TYPE_NAMES[main] }] : []), ...listed];
  const seen = new Set<CustomizationType>();
  return all.filter((choice): choice is CustomizationChoice => {
    if (!choice || seen.has(choice.id)) return false;
    seen.add(choice.id);
    return true;
  });
}

/** A photograph the gallery can show: an id and the sizes its variants need. */
function isPhoto(photo: unknown): photo is ProductPhoto {
  const p = photo as Partial<ProductPhoto> | null;
  return (
    typeof p?.id === 'string' &&
    typeof p.width === 'number' &&
    typeof p.height === 'number' &&
    Array.isArray(p.widths) &&
    p.widths.length > 0
  );
}

/**
 * The product's pictures: its photographs when it has any (each shown by its 640 px WebP, as the
 * service lists them in `images`), else its drawn pictures, else the placeholder.
 */
function picturesOf(raw: RawProduct): Pick<ProductView, 'images' | 'photos'> {
  const photos = Array.isArray(raw.photos) ? raw.photos.filter(isPhoto) : [];
  if (photos.length) return { images: photos.map((photo) => photoVariantPath(photo.id, 640, 'webp')), photos };
  const images = [...(raw.images ?? []), raw.image].filter(
    (src): src is string => typeof src === 'string' && src !== '',
  );
  return { images: images.length ? [...new Set(images)] : [PLACEHOLDER_IMAGE] };
}

/** The product id of a raw product: _id for server products, else id. */
export function rawProductId(raw: RawProduct): string | number | undefined {
  return raw._id ?? raw.id;
}

/** Reads a raw product; `stateCategory` is the piece a listing passed along. */
export function toProductView(raw: RawProduct, stateCategory?: unknown): ProductView {
  const price = parsePrice(raw.price);
  const original = typeof raw.originalPrice === 'number' ? raw.originalPrice : raw.oldPrice;
  return {
    id: rawProductId(raw) ?? '',
    name: raw.name ?? 'Product',
    description: raw.description,
    ...(raw.nameTa?.trim() ? { nameTa: raw.nameTa.trim() } : {}),
    ...(raw.descriptionTa?.trim() ? { descriptionTa: raw.descriptionTa.trim() } : {}),
    ...picturesOf(raw),
    price,
    priceText: String(raw.price ?? ''),
    originalPrice: price !== null && typeof original === 'number' && original > price ? original : undefined,
    rating: typeof raw.rating === 'number' ? Math.max(0, Math.min(5, raw.rating)) : undefined,
    reviews: typeof raw.reviews === 'number' ? raw.reviews : undefined,
    inStock: raw.inStock !== false,
    piecesLeft:
      typeof raw.piecesLeft === 'number' && Number.isInteger(raw.piecesLeft) && raw.piecesLeft >= 0
        ? raw.piecesLeft
        : undefined,
    gram: typeof raw.gram === 'number' && raw.gram > 0 ? raw.gram : undefined,
    ...pieceOf(raw, stateCategory),
    metal: raw.productType === 'Gold' ? 'gold' : 'silver',
    customizations: customizationsOf(raw),
    ...(byWeightOf(raw) ? { byWeight: byWeightOf(raw) } : {}),
  };
}

/** True when `value` can be read as a product. */
export function isRawProduct(value: unknown): value is RawProduct {
  return typeof value === 'object' && value !== null && typeof (value as RawProduct).name === 'string';
}
