// Catalogue management: what the admin screens send to and read from the catalog service.
// A product as staff see it, the fields they edit (validated with messages per field, shown next to
// the form's fields), the products table's query, bulk actions, price history and CSV import.
import { GOLD_FINENESSES, GOLD_KARAT, isPurity, percentOff, SILVER_FINENESSES } from '@rmj/pricing';
import { z } from 'zod';
import { PEOPLE_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_CUSTOMIZATION_TYPES, PRODUCT_TYPES } from './catalog-constants';
import { productPhotoSchema, productSchema } from './catalog';
import { letterCount } from './letters';
import { pricingModeSchema } from './metal-pricing';
import { STAFF_ROLES } from './staff';

/** How the form and the storefront name each personalisation (also the product's `customizationTypes[].name`). */
export const PRODUCT_CUSTOMIZATION_LABELS = {
  fingerprint: 'Fingerprint',
  engraving: 'Engraving',
  combined: 'Combined (text + image)',
  image: 'Image',
} as const satisfies Record<(typeof PRODUCT_CUSTOMIZATION_TYPES)[number], string>;

/** Limits of the editable fields. */
export const PRODUCT_LIMITS = {
  nameMin: 3,
  nameMax: 120,
  descriptionMax: 2000,
  /** Whole rupees. */
  priceMin: 1,
  priceMax: 10_000_000,
  gramMax: 5000,
  stockMax: 100_000,
  dimensionsMax: 80,
  stonesMax: 20,
} as const;

/**
 * The discount in percent shown as 'N% OFF': what the price saves of the struck-through old price,
 * rounded down so the badge never says more than the saving (0 without an old price above the
 * price). The one rule of @rmj/pricing's `percentOff`, also the card of a piece priced by weight.
 */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  return percentOff(oldPrice, price);
}

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of rupees.` })
    .int(`${label} must be a whole number of rupees.`)
    .min(PRODUCT_LIMITS.priceMin, `${label} must be at least ₹1.`)
    .max(PRODUCT_LIMITS.priceMax, `${label} must be at most ₹1,00,00,000.`);

/** A weight in grams with at most 3 decimals. */
const grams = (label: string) =>
  z
    .number({ error: `${label} must be a number of grams.` })
    .positive(`${label} must be more than 0 grams.`)
    .max(PRODUCT_LIMITS.gramMax, `${label} must be at most 5,000 grams.`)
    .refine((g) => Math.abs(g * 1000 - Math.round(g * 1000)) < 1e-6, `${label} may have at most 3 decimals.`);

/** Rupees with at most two decimals (paise), from 0 to `max`. */
const twoDecimals = (label: string, per: string, max: number) =>
  z
    .number({ error: `${label} must be a number of rupees${per ? ` ${per}` : ''}.` })
    .min(0, `${label} cannot be below ₹0.`)
    .max(max, `${label} must be at most ₹${max.toLocaleString('en-IN')}${per ? ` ${per}` : ''}.`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals (paise).`);

/** A percentage from 0 to 100 with at most two decimals. */
const percent = (label: string) =>
  z
    .number({ error: `${label} must be a percentage.` })
    .min(0, `${label} cannot be below 0 %.`)
    .max(100, `${label} must be at most 100 %.`)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} may have at most two decimals.`);

const CATEGORY_LIST = (people: (typeof PEOPLE_CATEGORIES)[number]) => PRODUCT_CATEGORIES[people].join(', ');

/** The editable fields, each with its own message (no cross-field rules: see productDraftSchema). */
const draftFields = {
  /** Name shown on cards and the product page. */
  name: z
    .string({ error: 'Please enter a name.' })
    .trim()
    .min(
      PRODUCT_LIMITS.nameMin,
      `Please enter a name of ${PRODUCT_LIMITS.nameMin} to ${PRODUCT_LIMITS.nameMax} characters.`,
    )
    .max(
      PRODUCT_LIMITS.nameMax,
      `Please enter a name of ${PRODUCT_LIMITS.nameMin} to ${PRODUCT_LIMITS.nameMax} characters.`,
    ),
  /** Shopper-facing description. */
  description: z
    .string({ error: 'Please enter a description.' })
    .trim()
    .min(1, 'Please enter a description.')
    .max(PRODUCT_LIMITS.descriptionMax, 'Please keep the description under 2,000 characters.'),
  /**
   * The name in Tamil (Tamil pages show it, else `name`): 3 to 120 letters as a reader counts them
   * (கா is one letter, two code units); null or empty: none.
   */
  nameTa: z
    .string({ error: 'The Tamil name must be text.' })
    .trim()
    .refine(
      (text) =>
        text === '' || (letterCount(text) >= PRODUCT_LIMITS.nameMin && letterCount(text) <= PRODUCT_LIMITS.nameMax),
      `Please enter a Tamil name of ${PRODUCT_LIMITS.nameMin} to ${PRODUCT_LIMITS.nameMax} letters, or leave it empty.`,
    )
    .nullish(),
  /** The description in Tamil (Tamil pages show it, else `description`): up to 2,000 letters; null or empty: none. */
  descriptionTa: z
    .string({ error: 'The Tamil description must be text.' })
    .trim()
    .refine(
      (text) => letterCount(text) <= PRODUCT_LIMITS.descriptionMax,
      'Please keep the Tamil description under 2,000 letters.',
    )
    .nullish(),
  /** How the piece is priced: 'fixed' (the price below) or 'by-weight' (net weight × today's rate + making + stones + hallmarking, then 3 % GST). */
  pricingMode: pricingModeSchema.default('fixed'),
  /**
   * Price in whole rupees, GST included (only the owner changes it after creation). Required when
   * fixed; a piece priced by weight takes its price from today's rate and must leave it out.
   */
  price: rupees('Price').nullish(),
  /** Former price shown struck through (sets the discount); null or absent: no discount. Owner only. */
  oldPrice: rupees('Old price').nullish(),
  /** Net metal weight in grams (up to 3 decimals): what the rate applies to; required by weight; null or absent: not shown. */
  gram: grams('Weight').nullish(),
  /** Weight of the whole piece with its stones, grams (up to 3 decimals), at least the net weight; null or absent: not recorded. */
  grossGram: grams('Gross weight').nullish(),
  /** Making charges of a piece priced by weight (required then), in the units staff type: ₹ a gram, % of the metal value, or ₹. */
  making: z
    .discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('per-gram'),
          rupeesPerGram: twoDecimals('Making charges per gram', 'a gram', 100_000),
        }),
        z.object({ kind: z.literal('value-addition'), percent: percent('Value addition') }),
        z.object({ kind: z.literal('fixed'), rupees: twoDecimals('Making charges', '', 10_000_000) }),
      ],
      { error: 'Choose how making charges are quoted: per gram, value addition % or a fixed amount.' },
    )
    .nullish(),
  /** BIS hallmarking charge passed on, ₹ before GST (up to 2 decimals); by weight only; null or absent: none. */
  hallmarkingCharge: twoDecimals('Hallmarking charge', '', 100_000).nullish(),
  /** Discount of a piece priced by weight, % of the making charges (owner only); null or absent: none. */
  makingDiscountPercent: percent('Discount on making charges').nullish(),
  /**
   * The same discount taken off the whole piece (metal, making, stones, hallmarking) instead of the
   * making charges alone (by weight only; owner only); false or absent (the default): making charges
   * only. Optional rather than defaulted so drafts written before it stay valid as they are.
   */
  discountOnWhole: z.boolean({ error: 'Discount on the whole piece must be yes or no.' }).optional(),
  /** Stones set in the piece: each charged on its own line (₹ before GST). */
  stones: z
    .array(
      z.object({
        name: z
          .string({ error: 'Each stone needs a name.' })
          .trim()
          .min(1, 'Each stone needs a name.')
          .max(60, 'Please keep a stone’s name under 60 characters.'),
        carat: z
          .number({ error: 'A stone’s weight must be a number of carats.' })
          .positive('A stone’s weight must be more than 0 carats.')
          .max(10_000, 'A stone’s weight must be at most 10,000 carats.')
          .refine(
            (c) => Math.abs(c * 1000 - Math.round(c * 1000)) < 1e-6,
            'A stone’s weight may have at most 3 decimals.',
          )
          .nullish(),
        charge: z
          .number({ error: 'A stone’s charge must be a number of rupees.' })
          .min(0, 'A stone’s charge cannot be below ₹0.')
          .max(10_000_000, 'A stone’s charge must be at most ₹1,00,00,000.')
          .refine(
            (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
            'A stone’s charge may have at most two decimals.',
          ),
      }),
      { error: 'Stones must be a list.' },
    )
    .max(PRODUCT_LIMITS.stonesMax, `At most ${PRODUCT_LIMITS.stonesMax} stones per piece.`)
    .nullish(),
  /** Sold hallmarked by BIS: each piece carries its HUID (entered per piece in stock, or at Quality check when made to order). */
  hallmarked: z.boolean({ error: 'Hallmarked must be yes or no.' }).default(false),
  /** Fineness (parts per thousand) of the metal, one its hallmark allows; null or absent: not recorded. */
  fineness: z
    .number({ error: 'Choose the purity from the list.' })
    .int('Choose the purity from the list.')
    .positive('Choose the purity from the list.')
    .nullish(),
  /** Finished dimensions for the workshop and the job card; null or empty: not recorded. */
  dimensions: z
    .string({ error: 'Dimensions must be text.' })
    .trim()
    .max(PRODUCT_LIMITS.dimensionsMax, `Please keep the dimensions under ${PRODUCT_LIMITS.dimensionsMax} characters.`)
    .nullish(),
  /** Material: Gold or Silver. */
  productType: z.enum(PRODUCT_TYPES, { error: 'Choose the material: Gold or Silver.' }),
  /** Kind of piece: one of PRODUCT_CATEGORIES for the audience. */
  productCategory: z.string({ error: 'Choose a category.' }).trim().min(1, 'Choose a category.'),
  /** Who it is for. */
  peopleCategory: z.enum(PEOPLE_CATEGORIES, { error: 'Choose who it is for: women, men, kids or couples.' }),
  /**
   * Personalisations offered, the main one first (it sets customizationType and the badge);
   * none: the piece is sold plain.
   */
  customizationTypes: z
    .array(z.enum(PRODUCT_CUSTOMIZATION_TYPES, { error: 'Choose personalisations from the list.' }), {
      error: 'Choose personalisations from the list.',
    })
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each personalisation once.'),
  /** Shows the 'New' badge. */
  isNew: z.boolean({ error: 'New must be yes or no.' }),
  /** Pieces ready to sell (0: sold out). */
  stock: z
    .number({ error: 'Stock must be a whole number of pieces.' })
    .int('Stock must be a whole number of pieces.')
    .min(0, 'Stock cannot be below 0.')
    .max(PRODUCT_LIMITS.stockMax, 'Stock must be at most 1,00,000 pieces.'),
};

const unknownField = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** The purities a metal is sold in, as the editor lists them: value is the fineness. */
export const PURITY_CHOICES = {
  Gold: GOLD_FINENESSES.map((fineness) => ({ fineness, label: `${GOLD_KARAT[fineness]}K (${fineness})` })),
  Silver: SILVER_FINENESSES.map((fineness) => ({
    fineness,
    label: fineness === 925 ? 'Sterling (925)' : `Fine (${fineness})`,
  })),
} as const satisfies Record<(typeof PRODUCT_TYPES)[number], readonly { fineness: number; label: string }[]>;

/** The purity of a piece as the job card and the editor name it: '22K (916)', 'Silver, sterling (925)'. */
export function purityName(productType: string, fineness: number | null | undefined): string | undefined {
  if (fineness == null) return undefined;
  const choice = (PURITY_CHOICES[productType as keyof typeof PURITY_CHOICES] ?? []).find(
    (c: { fineness: number }) => c.fineness === fineness,
  );
  return choice ? choice.label : String(fineness);
}

/** The rules of each way of pricing: a fixed price needs its price; by weight needs weight, purity and making, and no price. */
function checkPricing(draft: Parameters<typeof checkDraft>[0], ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (draft.gram != null && draft.grossGram != null && draft.grossGram < draft.gram)
    issue('grossGram', 'Gross weight cannot be less than the net weight.');
  if (draft.pricingMode !== 'by-weight') {
    if (draft.price == null) issue('price', 'Please enter the price.');
    if (draft.making != null) issue('making', 'Making charges apply only to a piece priced by weight.');
    if (draft.hallmarkingCharge != null)
      issue(
        'hallmarkingCharge',
        'A hallmarking charge applies only to a piece priced by weight (a fixed price includes it).',
      );
    if (draft.makingDiscountPercent != null)
      issue(
        'makingDiscountPercent',
        'A discount on making charges applies only to a piece priced by weight; give a fixed-price piece an old price instead.',
      );
    if (draft.discountOnWhole)
      issue(
        'discountOnWhole',
        'A discount on the whole piece applies only to a piece priced by weight; give a fixed-price piece an old price instead.',
      );
    return;
  }
  if (draft.price != null)
    issue('price', "A piece priced by weight takes its price from today's rate: leave the price empty.");
  if (draft.oldPrice != null)
    issue('oldPrice', 'A piece priced by weight shows a discount on its making charges instead of an old price.');
  if (draft.gram == null) issue('gram', 'Enter the net weight: a piece priced by weight is priced from it.');
  if (draft.fineness == null) issue('fineness', "Choose the purity: it decides which of today's rates applies.");
  if (draft.making == null)
    issue('making', 'Enter the making charges (per gram, value addition % or a fixed amount; 0 for none).');
}

/** Rules across fields, on a whole draft: the old price above the price, the category the audience's. */
function checkDraft(
  draft: {
    pricingMode?: 'fixed' | 'by-weight';
    price?: number | null;
    oldPrice?: number | null;
    gram?: number | null;
    grossGram?: number | null;
    making?: unknown;
    hallmarkingCharge?: number | null;
    makingDiscountPercent?: number | null;
    discountOnWhole?: boolean;
    peopleCategory: string;
    productCategory: string;
    productType?: string;
    fineness?: number | null;
  },
  ctx: z.RefinementCtx,
): void {
  if (draft.fineness != null && draft.productType && !isPurity(draft.productType.toLowerCase(), draft.fineness)) {
    const choices = PURITY_CHOICES[draft.productType as keyof typeof PURITY_CHOICES] ?? [];
    ctx.addIssue({
      code: 'custom',
      path: ['fineness'],
      message: `Choose a purity of ${draft.productType.toLowerCase()}: ${choices.map((c) => c.label).join(', ')}.`,
    });
  }
  checkPricing(draft, ctx);
  if (draft.oldPrice != null && draft.price != null && draft.oldPrice <= draft.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['oldPrice'],
      message: 'Old price must be more than the price (it is shown struck through), or left empty.',
    });
  }
  const people = draft.peopleCategory as (typeof PEOPLE_CATEGORIES)[number];
  const categories = PRODUCT_CATEGORIES[people];
  if (categories && !categories.includes(draft.productCategory)) {
    ctx.addIssue({
      code: 'custom',
      path: ['productCategory'],
      message: `Choose a category for ${people}: ${CATEGORY_LIST(people)}.`,
    });
  }
}

/**
 * A product as staff write it (create, and every edit after merging it with the stored product).
 * Derived, never sent: discount and originalPrice (from price and oldPrice), customizationType and
 * customOption (the first personalisation), category (the audience's home-page label), images.
 */
export const productDraftSchema = z.strictObject(draftFields, unknownField).superRefine(checkDraft);
export type ProductDraft = z.output<typeof productDraftSchema>;
export type ProductDraftInput = z.input<typeof productDraftSchema>;

/** PATCH body: any of the draft's fields, plus `published`; at least one. The merged product is checked again whole. */
export const productPatchSchema = z
  .strictObject(draftFields, unknownField)
  .partial()
  .extend({
    // Without the draft's defaults: a field the patch leaves out keeps the product's value.
    pricingMode: pricingModeSchema.optional(),
    hallmarked: z.boolean({ error: 'Hallmarked must be yes or no.' }).optional(),
    /** Shown on the storefront. */
    published: z.boolean({ error: 'Published must be yes or no.' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change: send at least one field.');
export type ProductPatch = z.output<typeof productPatchSchema>;
export type ProductPatchInput = z.input<typeof productPatchSchema>;

/** Checks a whole draft's cross-field rules (exported for the form: the same rules, the same messages). */
export const checkProductDraft = checkDraft;

/** A product as the admin screens see it: the public product plus what only staff see. */
export const adminProductSchema = productSchema.extend({
  /** Pieces in stock now (0: sold out; the storefront shows `inStock = stock > 0`). */
  stock: z.number().int().nonnegative(),
  /** Shown on the storefront (new products start unpublished). */
  published: z.boolean(),
  /** Archived: hidden everywhere public, kept for old orders; restore brings it back. */
  archived: z.boolean(),
  /**
   * Its price was set by staff (created, duplicated or imported by a `staff` member) and waits for the
   * owner's approval: nobody can publish it until the owner approves it or sets a price.
   */
  pricePending: z.boolean(),
  /** Last change, ISO 8601. */
  updatedAt: z.string(),
  /** Photographs in order, the first is the main one (empty: the drawn pictures). */
  photos: z.array(productPhotoSchema),
  /** Making charges as staff typed them (by weight). */
  making: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('per-gram'), rupeesPerGram: z.number() }),
      z.object({ kind: z.literal('value-addition'), percent: z.number() }),
      z.object({ kind: z.literal('fixed'), rupees: z.number() }),
    ])
    .optional(),
  /** Hallmarking charge, ₹ before GST (by weight). */
  hallmarkingCharge: z.number().optional(),
  /** Discount on the making charges, % (by weight). */
  makingDiscountPercent: z.number().optional(),
  /** The discount is taken off the whole piece, not only the making charges (by weight; true only when so). */
  discountOnWhole: z.boolean().optional(),
  /** HUIDs of pieces in stock (hallmarked pieces): a piece ready to send needs one each. */
  huidsInStock: z.number().int().nonnegative().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Sort keys of the products table; `-` in front for descending. */
export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'updated', 'created'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number] | `-${(typeof ADMIN_PRODUCT_SORTS)[number]}`;
const SORT_CHOICES = ADMIN_PRODUCT_SORTS.flatMap((s) => [s, `-${s}`]) as AdminProductSort[];

const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true')
    .optional();

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

/** Largest page of the products table. */
export const ADMIN_PAGE_SIZE_MAX = 100;

/** Query of GET /api/admin/catalogue/products (raw query text in, typed values out). */
export const adminProductsQuerySchema = z.strictObject(
  {
    /** Words to find in name, description (English or Tamil) and categories (every word), or a product id. */
    q: z
      .string({ error: 'q must be a single text value' })
      .trim()
      .max(100, 'q must be at most 100 characters')
      .optional(),
    /** Audience (peopleCategory). */
    audience: z
      .enum(PEOPLE_CATEGORIES, { error: `audience must be one of ${PEOPLE_CATEGORIES.join(', ')}` })
      .optional(),
    /** productCategory (any case). */
    category: z.string({ error: 'category must be a single text value' }).trim().max(60).optional(),
    /** Material (productType). */
    material: z.enum(PRODUCT_TYPES, { error: 'material must be Gold or Silver' }).optional(),
    /** A personalisation the piece offers. */
    customisation: z
      .enum(PRODUCT_CUSTOMIZATION_TYPES, {
        error: `customisation must be one of ${PRODUCT_CUSTOMIZATION_TYPES.join(', ')}`,
      })
      .optional(),
    /** true: stock above 0; false: sold out. */
    inStock: yesNo('inStock'),
    /** true: on the storefront; false: drafts and unpublished. */
    published: yesNo('published'),
    /** true: archived products only; false (default): the others. */
    archived: yesNo('archived').default(false),
    /** name, price, stock, updated or created; `-` first for descending (default -updated). */
    sort: z
      .enum(SORT_CHOICES as [AdminProductSort, ...AdminProductSort[]], {
        error: `sort must be one of ${SORT_CHOICES.join(', ')}`,
      })
      .default('-updated'),
    /** Page from 1. */
    page: wholeNumber('page', 1, 100_000).default(1),
    /** Rows per page, at most 100 (default 25). */
    pageSize: wholeNumber('pageSize', 1, ADMIN_PAGE_SIZE_MAX).default(25),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown query parameter: ${issue.keys.join(', ')}` : undefined,
  },
);
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;
export type AdminProductsQueryInput = z.input<typeof adminProductsQuerySchema>;

/** One page of the products table. */
export const adminProductsPageSchema = z.object({
  items: z.array(adminProductSchema),
  /** Matches over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminProductsPage = z.infer<typeof adminProductsPageSchema>;

/** Bulk actions of the products table. */
export const BULK_PRODUCT_ACTIONS = ['publish', 'unpublish', 'sold-out'] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

/** A product id as staff calls carry it (24 hex characters). */
export const productIdSchema = z.string().regex(/^[0-9a-fA-F]{24}$/, 'Invalid product id');

/** Body of POST /api/admin/catalogue/products/bulk. */
export const bulkProductsRequestSchema = z.strictObject(
  {
    productIds: z
      .array(productIdSchema, { error: 'Choose the products to change.' })
      .min(1, 'Choose at least one product.')
      .max(200, 'Choose at most 200 products at a time.'),
    action: z.enum(BULK_PRODUCT_ACTIONS, { error: 'action must be publish, unpublish or sold-out' }),
  },
  unknownField,
);
export type BulkProductsRequest = z.output<typeof bulkProductsRequestSchema>;

/** Answer of a bulk action: how many products changed (those already so are not counted). */
export const bulkProductsResponseSchema = z.object({ updated: z.number().int().nonnegative() });
export type BulkProductsResponse = z.infer<typeof bulkProductsResponseSchema>;

/** One kept price change (the first price, at creation, has `before: null`). */
export const priceChangeSchema = z.object({
  /** When, ISO 8601. */
  at: z.string(),
  /** Who changed it. */
  by: z.object({ id: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) }),
  field: z.enum(['price', 'oldPrice']),
  /** null: there was none (creation, or an old price added). */
  before: z.number().int().nullable(),
  /** null: removed (an old price taken off). */
  after: z.number().int().nullable(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** Answer of GET …/products/:productId/prices: newest first. */
export const priceHistorySchema = z.object({ changes: z.array(priceChangeSchema) });
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** Body of PUT …/products/:productId/photos: every current photo id once, the main one first. */
export const photoOrderRequestSchema = z.strictObject(
  { photoIds: z.array(z.string().min(1).max(64), { error: 'photoIds must be a list of photo ids' }).max(50) },
  unknownField,
);
export type PhotoOrderRequest = z.output<typeof photoOrderRequestSchema>;

/** Columns of the catalogue CSV, in order (customizationTypes `;`-separated; id blank = a new product). */
export const CATALOGUE_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'oldPrice',
  'gram',
  'productType',
  'productCategory',
  'peopleCategory',
  'customizationTypes',
  'isNew',
  'stock',
  'published',
  // Last, so files written before them keep every other column where it was.
  'fineness',
  'dimensions',
  // A jeweller's pricing and hallmark (making as its kind and value; stones `name:carat:charge`,
  // `;`-separated; HUIDs space-separated: an export lists those in stock, an import adds new ones).
  'pricingMode',
  'grossGram',
  'makingKind',
  'makingValue',
  'hallmarkingCharge',
  'makingDiscountPercent',
  'stones',
  'hallmarked',
  'huids',
  // yes/no: the discount is on the whole piece, not only the making charges.
  'discountOnWhole',
  // The name and description in Tamil (UTF-8; empty: none).
  'nameTa',
  'descriptionTa',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/**
 * Columns a file may leave out (files exported before they existed): a product keeps its stored
 * value, a new one has none.
 */
export const CATALOGUE_CSV_OPTIONAL_COLUMNS = [
  'fineness',
  'dimensions',
  'pricingMode',
  'grossGram',
  'makingKind',
  'makingValue',
  'hallmarkingCharge',
  'makingDiscountPercent',
  'stones',
  'hallmarked',
  'huids',
  'discountOnWhole',
  'nameTa',
  'descriptionTa',
] as const satisfies readonly CatalogueCsvColumn[];

/** Largest CSV import: 2 MB. */
export const CATALOGUE_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** Answer of a CSV import that was applied. */
export const catalogueImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  /** Rows that changed an existing product (unchanged rows are not counted). */
  updated: z.number().int().nonnegative(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

/** 422 body of a CSV import with bad rows: nothing was changed. Lines as a spreadsheet numbers them (header = 1). */
export const catalogueImportErrorSchema = z.object({
  statusCode: z.literal(422),
  error: z.string().optional(),
  message: z.string(),
  rows: z.array(z.object({ line: z.number().int().positive(), reason: z.string() })),
});
export type CatalogueImportError = z.infer<typeof catalogueImportErrorSchema>;

/** Messages of the catalogue's staff calls, written once. */
export const CATALOG_ADMIN_MESSAGES = {
  productNotFound: 'Product not found',
  photoNotFound: 'Photo not found',
  photoOrder: "The photo order must list each of this product's photos exactly once.",
  photoMissing: 'Please choose a photograph to upload (form field "photo").',
  photoType: 'Photographs must be JPEG, PNG or WebP images.',
  photoTooLarge: 'The photograph is larger than 15 MB. Please choose a smaller file.',
  photoTooNarrow: 'The photograph is too small: it must be at least 640 pixels wide.',
  photoTooManyPixels:
    'The photograph has too many pixels: at most 50 megapixels (for example 8660 × 5774). Please export it smaller.',
  photoBusy: 'Many photographs are being processed right now. Please try again in a minute.',
  photoUnreadable: 'This photograph could not be read. Please export it again as JPEG, PNG or WebP.',
  csvMissing: 'Please choose a CSV file to import (form field "file").',
  csvTooLarge: 'The CSV file is larger than 2 MB. Please split it into smaller files.',
  csvUnreadable: 'This file could not be read as CSV. Please save it from your spreadsheet as CSV (UTF-8).',
  csvRows: 'Some rows have problems. Nothing was imported; please fix these rows and try again.',
  /** 409: publishing a piece whose staff-set price the owner has not approved. */
  priceNotApproved:
    "This piece's price was set by staff and waits for the owner's approval, so it cannot be published yet.",
  /** 422 reason of a staff CSV row that adds a piece and asks to publish it. */
  csvNewPublishedByStaff:
    "A new piece from staff is kept unpublished until the owner approves its price: leave 'published' empty or false.",
} as const;

/** 409 message of a bulk publish that includes pieces whose price waits for the owner (nothing is published). */
export function bulkPricePendingMessage(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
  const count = names.length === 1 ? '1 chosen piece waits' : `${names.length} chosen pieces wait`;
  return `Nothing was published: ${count} for the owner to approve the price (${shown}).`;
}
