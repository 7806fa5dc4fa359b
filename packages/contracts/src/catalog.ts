// Catalogue shapes (spec sections 3, 5, 7 and 9): products, listing and search
// queries and responses, the contact message. Query schemas take the raw query
// string values (text) and give typed values; unknown parameters are refused.
import { z } from 'zod';
import { PEOPLE_CATEGORIES, PRODUCT_CUSTOMIZATION_TYPES, PRODUCT_TYPES, SORT_VALUES } from './catalog-constants';
import { productPricingFields } from './metal-pricing';

export {
  PEOPLE_CATEGORIES,
  PRODUCT_TYPES,
  PRODUCT_CUSTOMIZATION_TYPES,
  PRODUCT_CATEGORIES,
  SORT_VALUES,
  type PeopleCategory,
  type ProductType,
  type ProductCustomizationType,
  type SortBy,
} from './catalog-constants';

/** Who a piece is for. */
export const peopleCategorySchema = z.enum(PEOPLE_CATEGORIES);
/** Metal of a piece. */
export const productTypeSchema = z.enum(PRODUCT_TYPES);
/** Personalisation a catalogue piece offers. */
export const productCustomizationTypeSchema = z.enum(PRODUCT_CUSTOMIZATION_TYPES);
/** Sort choices (spec section 5). */
export const sortBySchema = z.enum(SORT_VALUES);

/** One personalisation choice listed on a product. */
export const customizationChoiceSchema = z.object({
  /** Machine value: fingerprint, engraving, combined or image. */
  id: productCustomizationTypeSchema,
  /** Label shown to shoppers. */
  name: z.string(),
});
export type CustomizationChoice = z.infer<typeof customizationChoiceSchema>;

/** A catalogue product as the server sends it. */
/** One product photograph: its variants are served at `photoVariantPath(id, width, format)`. */
export const productPhotoSchema = z.object({
  /** Photograph id (URL-safe, unique per upload). */
  id: z.string(),
  /** Width in px of the largest variant (after the camera's rotation is applied). */
  width: z.number().int().positive(),
  /** Height in px of the largest variant (sets the aspect ratio of every variant). */
  height: z.number().int().positive(),
  /** Widths made, from PHOTO_WIDTHS, in AVIF and WebP each. */
  widths: z.array(z.number().int().positive()).min(1),
  /** A tiny blurred preview as a data: URL, shown while the photograph loads. */
  placeholder: z.string(),
  /** Text alternative; the product's name when empty. */
  alt: z.string().optional(),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** The most pieces one order line may ask for, and so the most `piecesLeft` tells (a quote's stock is capped alike). */
export const LINE_QUANTITY_MAX = 99;

export const productSchema = z.object({
  /** MongoDB id as a 24-hex string. */
  _id: z.string(),
  /** Same value as _id (listings link to /product/{id}). */
  id: z.string(),
  /** Display name. */
  name: z.string(),
  /** The name in Tamil, shown on Tamil pages when present (else `name`). */
  nameTa: z.string().optional(),
  /** Picture addresses (first one is shown; served by the catalog under /api/products/images/). */
  images: z.array(z.string()),
  /** Metal: Gold or Silver. */
  productType: productTypeSchema,
  /** Kind of piece within its audience (see PRODUCT_CATEGORIES). */
  productCategory: z.string(),
  /** Audience: women, men, kids or couples. */
  peopleCategory: peopleCategorySchema,
  /** Personalisation label for badges: Fingerprint, Engraving, Image or combined; empty when sold plain. */
  customOption: z.string(),
  /** Whether the piece can be ordered now. */
  inStock: z.boolean(),
  /**
   * Pieces that can be ordered now, at most LINE_QUANTITY_MAX (0 when sold out): the product page
   * lets a shopper choose no more. Absent in answers from before it existed and in built-in samples.
   */
  piecesLeft: z.number().int().min(0).max(LINE_QUANTITY_MAX).optional(),
  /** Price in whole rupees. */
  price: z.number().int().nonnegative(),
  /** Metal weight in grams, when known. */
  gram: z.number().positive().optional(),
  /** Fineness in parts per thousand as hallmarked (gold 999/916/750/585, silver 999/925), when recorded. */
  fineness: z.number().int().positive().optional(),
  /** Finished dimensions as the workshop makes them ('Band 4 mm wide, 1.5 mm thick'), when recorded. */
  dimensions: z.string().optional(),
  /** Shopper-facing description. */
  description: z.string(),
  /** The description in Tamil, shown on Tamil pages when present (else `description`). */
  descriptionTa: z.string().optional(),
  /** Main picture address (same as images[0]). */
  image: z.string(),
  /** Price before discount in whole rupees (equals price when no discount). */
  originalPrice: z.number().int().nonnegative(),
  /** Struck-through former price, present only when discounted. */
  oldPrice: z.number().int().nonnegative().optional(),
  /** Discount in percent (0 when none). */
  discount: z.number().min(0).max(100),
  /** Shows the 'New' badge. */
  isNew: z.boolean(),
  /** Home-page audience label: female, male, Kids or couple. */
  category: z.string(),
  /** Average rating, 0-5. */
  rating: z.number().min(0).max(5),
  /** Number of reviews. */
  reviews: z.number().int().nonnegative(),
  /** Creation time, ISO 8601 (newest sort). */
  createdAt: z.string(),
  /** Main personalisation type; absent for a piece sold plain. */
  customizationType: productCustomizationTypeSchema.optional(),
  /** Every personalisation the piece offers (includes customizationType). */
  customizationTypes: z.array(customizationChoiceSchema),
  /** Position in the 'featured' order, lower first. */
  featuredRank: z.number().int().nonnegative(),
  /**
   * Photographs in the order staff chose, the first is the main one. When present,
   * `images`/`image` are their 640 px WebP addresses; absent or empty: the drawn pictures.
   */
  photos: z.array(productPhotoSchema).optional(),
  /** Pricing by weight, stones, hallmark, the price's breakup and the rate behind it. */
  ...productPricingFields,
});
export type Product = z.infer<typeof productSchema>;

const PRICE_MESSAGE = 'must be a whole number of rupees, 0 or more';

/** A whole number of rupees given as query text. */
function priceParam(name: string) {
  return z
    .string({ error: `${name} ${PRICE_MESSAGE}` })
    .regex(/^\d{1,9}$/, `${name} ${PRICE_MESSAGE}`)
    .transform(Number)
    .optional();
}

/** A whole number in [min, max] given as query text. */
function intParam(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

/** A short free-text filter; 'all' (any case) or empty means no filter. */
function textFilter(name: string) {
  return z
    .string({ error: `${name} must be a single text value` })
    .max(60, `${name} must be at most 60 characters`)
    .transform((s) => s.trim())
    .transform((s) => (s === '' || s.toLowerCase() === 'all' ? undefined : s))
    .optional();
}

/** One value of a fixed list, any case; 'all' or empty means no filter. */
function choiceFilter<const T extends readonly string[]>(
  name: string,
  values: T,
  aliases: Record<string, T[number]> = {},
) {
  const message = `${name} must be one of ${['all', ...values].join(', ')}`;
  return z
    .string({ error: message })
    .transform((s, ctx) => {
      const key = s.trim().toLowerCase();
      if (key === '' || key === 'all') return undefined;
      const found = values.find((v) => v.toLowerCase() === key) ?? aliases[key];
      if (!found) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return found as T[number];
    })
    .optional();
}

const sortParam = z
  .string({ error: `sortBy must be one of ${SORT_VALUES.join(', ')}` })
  .pipe(z.enum(SORT_VALUES, { error: `sortBy must be one of ${SORT_VALUES.join(', ')}` }))
  .default('featured');

/** Refuses parameters a call does not know, naming them. */
function queryObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}` : undefined,
  });
}

/** Query of GET /api/products/category/{women|men|kids|couples}. */
export const categoryListingQuerySchema = queryObject({
  /** productCategory value (any case); 'all' means every one. */
  productCategory: textFilter('productCategory'),
  /** Gold or Silver (any case); 'all' means both. */
  productType: choiceFilter('productType', PRODUCT_TYPES),
  /** Lowest price in rupees, inclusive. */
  minPrice: priceParam('minPrice'),
  /** Highest price in rupees, inclusive. */
  maxPrice: priceParam('maxPrice'),
  /** Sort order, featured by default. */
  sortBy: sortParam,
});
export type CategoryListingQuery = z.output<typeof categoryListingQuerySchema>;

/** Query of the nine GET /api/{women|men|kids}-{rings|bracelets|pendants} listings. */
export const customListingQuerySchema = queryObject({
  /** Lowest price in rupees, inclusive. */
  minPrice: priceParam('minPrice'),
  /** Highest price in rupees, inclusive. */
  maxPrice: priceParam('maxPrice'),
  /** fingerprint, engraving, combined or image (any case); 'all' means every one. */
  customizationType: choiceFilter('customizationType', PRODUCT_CUSTOMIZATION_TYPES),
  /** Sort order, featured by default. */
  sortBy: sortParam,
});
export type CustomListingQuery = z.output<typeof customListingQuerySchema>;

/** Query of GET /api/products/search. */
export const searchQuerySchema = queryObject({
  /** Words to find in name, description and categories (every word must match, any case). */
  q: z.string({ error: 'q must be a single text value' }).max(100, 'q must be at most 100 characters').default(''),
  /** Page number from 1. */
  page: intParam('page', 1, 100_000).default(1),
  /** Page size, 12 by default, at most 100. */
  limit: intParam('limit', 1, 100).default(12),
  /** women, men, kids or couples; female, male and kids-style labels are accepted too. */
  peopleCategory: choiceFilter('peopleCategory', PEOPLE_CATEGORIES, {
    female: 'women',
    male: 'men',
    womens: 'women',
    mens: 'men',
    couple: 'couples',
  }),
  /** productCategory value (any case). */
  productCategory: textFilter('productCategory'),
  /** Gold or Silver (any case). */
  productType: choiceFilter('productType', PRODUCT_TYPES),
  /** customOption value: Fingerprint, Engraving, Image or combined (any case). */
  customOption: textFilter('customOption'),
  /** Lowest price in rupees, inclusive. */
  minPrice: priceParam('minPrice'),
  /** Highest price in rupees, inclusive. */
  maxPrice: priceParam('maxPrice'),
  /** 'true' for pieces in stock only, 'false' for out-of-stock only. */
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** Sort order, featured by default. */
  sortBy: sortParam,
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** Largest limit GET /api/all-products accepts. */
export const ALL_PRODUCTS_MAX_LIMIT = 1000;

/** Query of GET /api/all-products. */
export const allProductsQuerySchema = queryObject({
  /** How many products at most, 1-1000 (1000 by default). */
  limit: intParam('limit', 1, ALL_PRODUCTS_MAX_LIMIT).default(ALL_PRODUCTS_MAX_LIMIT),
  /** Sort order, featured by default. */
  sortBy: sortParam,
});
export type AllProductsQuery = z.output<typeof allProductsQuerySchema>;

/** Body of GET /api/products/category/{women|men|kids|couples}: a bare array (spec section 7). */
export const categoryListingResponseSchema = z.array(productSchema);
export type CategoryListingResponse = z.infer<typeof categoryListingResponseSchema>;

/** Body of GET /api/test, the connectivity check (its content is unused by the shop). */
export const connectivityResponseSchema = z.object({
  /** Always true when the service answers. */
  success: z.literal(true),
  /** Human-readable status. */
  message: z.string(),
});
export type ConnectivityResponse = z.infer<typeof connectivityResponseSchema>;

/** Body of the nine custom listings and of /api/all-products. */
export const listingResponseSchema = z.object({
  /** True when the list was produced. */
  success: z.boolean(),
  /** The products, sorted as asked. */
  products: z.array(productSchema),
  /** Human-readable summary. */
  message: z.string(),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

/** Body of GET /api/products/search. */
export const searchResponseSchema = z.object({
  /** One page of matches. */
  products: z.array(productSchema),
  /** The page returned, from 1. */
  currentPage: z.number().int(),
  /** Number of pages (0 when nothing matches). */
  totalPages: z.number().int(),
  /** Number of matches over all pages. */
  total: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Body of POST /api/contacts (the 'Get in touch' form). */
export const contactMessageSchema = z.strictObject(
  {
    /** Sender's name, optional. */
    name: z.string({ error: 'name must be text' }).trim().max(100, 'Name must be at most 100 characters').optional(),
    /** Sender's e-mail, required. */
    email: z
      .string({
        error: (issue) => (issue.input === undefined ? 'Email is required' : 'Please enter a valid email address.'),
      })
      .trim()
      .min(1, 'Email is required')
      .max(254, 'Please enter a valid email address.')
      .pipe(z.email({ error: 'Please enter a valid email address.' })),
    /** Phone number, optional: digits, spaces, +, -, ( and ). */
    phone: z
      .string({ error: 'phone must be text' })
      .trim()
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^[0-9+\-() ]*$/, 'Please enter a valid phone number.')
      .optional(),
    /** The message, optional. */
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .max(2000, 'Message must be at most 2000 characters')
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Answer to POST /api/contacts. */
export const contactResponseSchema = z.object({
  /** True when the message was stored. */
  success: z.boolean(),
  /** Text to show the sender. */
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** An Indian PIN code: six digits. */
export const PIN_CODE_PATTERN = /^\d{6}$/;

/** The answers of GET /api/pincodes/:pin beyond the place. */
export const pinCodeMessages = {
  malformed: 'A PIN code is 6 digits.',
  unknown: 'We could not find this PIN code.',
} as const;

/** Body of GET /api/pincodes/:pin: where a PIN code is, as far as one state and one town can say it. */
export const pinPlaceResponseSchema = z.object({
  /** Always true on a 2xx answer. */
  success: z.literal(true),
  /** The PIN code asked for. */
  pin: z.string(),
  /** The state or union territory, as INDIA_STATE_NAMES writes it; absent when the PIN spans two. */
  state: z.string().optional(),
  /** The district the post offices of the PIN are in, for the City field; absent when they are in several. */
  city: z.string().optional(),
});
export type PinPlaceResponse = z.infer<typeof pinPlaceResponseSchema>;
