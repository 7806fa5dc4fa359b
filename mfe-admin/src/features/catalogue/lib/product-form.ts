// The product editor's values: every field the storefront shows, plus `published`. Validated with
// the contract's own draft schema (the same rules and messages as the service), and turned into a
// create body or a patch of only the changed fields (a patch never carries an untouched price, which
// a non-owner may not send).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  checkProductDraft,
  productDraftSchema,
  type AdminProduct,
  type MakingKind,
  type PeopleCategory,
  type PricingMode,
  type ProductCustomizationType,
  type ProductDraftInput,
  type ProductPatchInput,
  type ProductType,
} from '@rmj/contracts';

/** Making charges as the form holds them: the kind chosen and its figure (null: empty). */
export type MakingValues =
  | { kind: Extract<MakingKind, 'per-gram'>; rupeesPerGram: number | null }
  | { kind: Extract<MakingKind, 'value-addition'>; percent: number | null }
  | { kind: Extract<MakingKind, 'fixed'>; rupees: number | null };

/** A stone's row: carat and charge null while empty. */
export interface StoneValues {
  name: string;
  carat: number | null;
  charge: number | null;
}

/** What the form holds; an empty number field is null, an unchosen list ''. */
export interface ProductFormValues {
  name: string;
  description: string;
  /** The name in Tamil for the Tamil shop; '' when none (Tamil pages show the English name). */
  nameTa: string;
  /** The description in Tamil; '' when none. */
  descriptionTa: string;
  /** Fixed: the price below; by weight: net weight × today's rate + making + stones + hallmarking. */
  pricingMode: PricingMode;
  price: number | null;
  oldPrice: number | null;
  /** Net metal weight, grams. */
  gram: number | null;
  grossGram: number | null;
  /** Null: not chosen (required by weight). */
  making: MakingValues | null;
  hallmarkingCharge: number | null;
  makingDiscountPercent: number | null;
  /** The discount is off the whole piece (metal, making, stones, hallmarking), not only the making charges. */
  discountOnWhole: boolean;
  stones: StoneValues[];
  hallmarked: boolean;
  /** Fineness of the metal (916 for 22K); null: not recorded. */
  fineness: number | null;
  /** Finished dimensions for the workshop; '' when not recorded. */
  dimensions: string;
  productType: ProductType | '';
  peopleCategory: PeopleCategory | '';
  productCategory: string;
  /** The main personalisation first. */
  customizationTypes: ProductCustomizationType[];
  isNew: boolean;
  stock: number | null;
  published: boolean;
}

export type ProductFormField = keyof ProductFormValues;

/** A new product: nothing chosen, not new, none in stock, a draft. */
export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  nameTa: '',
  descriptionTa: '',
  pricingMode: 'fixed',
  price: null,
  oldPrice: null,
  gram: null,
  grossGram: null,
  making: null,
  hallmarkingCharge: null,
  makingDiscountPercent: null,
  discountOnWhole: false,
  stones: [],
  hallmarked: false,
  fineness: null,
  dimensions: '',
  productType: '',
  peopleCategory: '',
  productCategory: '',
  customizationTypes: [],
  isNew: false,
  stock: 0,
  published: false,
};

/** The form's values of a stored product (a piece by weight has no price of its own to edit). */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  const byWeight = product.pricingMode === 'by-weight';
  return {
    name: product.name,
    description: product.description,
    nameTa: product.nameTa ?? '',
    descriptionTa: product.descriptionTa ?? '',
    pricingMode: byWeight ? 'by-weight' : 'fixed',
    price: byWeight ? null : product.price,
    oldPrice: byWeight ? null : (product.oldPrice ?? null),
    gram: product.gram ?? null,
    grossGram: product.grossGram ?? null,
    making: product.making ?? null,
    hallmarkingCharge: product.hallmarkingCharge ?? null,
    makingDiscountPercent: product.makingDiscountPercent ?? null,
    discountOnWhole: product.discountOnWhole ?? false,
    stones: (product.stones ?? []).map((stone) => ({
      name: stone.name,
      carat: stone.weightMilliCarat != null ? stone.weightMilliCarat / 1000 : null,
      charge: stone.chargePaise / 100,
    })),
    hallmarked: product.hallmarked ?? false,
    fineness: product.fineness ?? null,
    dimensions: product.dimensions ?? '',
    productType: product.productType,
    peopleCategory: product.peopleCategory,
    productCategory: product.productCategory,
    customizationTypes: product.customizationTypes.map((choice) => choice.id),
    isNew: product.isNew,
    stock: product.stock,
    published: product.published,
  };
}

/** How a number field's text becomes a value: empty is null, anything else a number (NaN is refused). */
export const numberOrNull = (text: unknown): number | null =>
  text === '' || text === null || text === undefined ? null : Number(text);

/** Fields of a piece by weight a fixed-price draft leaves out when empty (a shorter body, the same meaning). */
const BY_WEIGHT_ONLY = ['grossGram', 'making', 'hallmarkingCharge', 'makingDiscountPercent'] as const;

/** The optional Tamil texts: an empty one is none. */
const TAMIL_TEXTS = ['nameTa', 'descriptionTa'] as const;

/** The draft of a validated form (create). */
export function draftOf(values: ProductFormValues): ProductDraftInput {
  const { published: _published, ...draft } = values;
  const body: Record<string, unknown> = { ...draft };
  for (const field of BY_WEIGHT_ONLY) if (body[field] == null) delete body[field];
  // Not on the whole piece is the catalog's default: only a ticked box is sent.
  if (!draft.discountOnWhole) delete body.discountOnWhole;
  if (draft.stones.length === 0) delete body.stones;
  // No Tamil text is the catalog's default: only what was typed is sent.
  for (const field of TAMIL_TEXTS) if (!draft[field].trim()) delete body[field];
  return body as ProductDraftInput;
}

/**
 * The values a save sends for the chosen way of pricing: fixed drops the charges only a piece by
 * weight has (making, hallmarking, discount), by weight drops the price and old price, so switching
 * back and forth never sends the hidden fields' leftovers. Stones and gross weight describe the
 * piece either way (a fixed-price piece may have them from the CSV) and are kept.
 */
export function forPricingMode(values: ProductFormValues): ProductFormValues {
  return values.pricingMode === 'by-weight'
    ? { ...values, price: null, oldPrice: null }
    : { ...values, making: null, hallmarkingCharge: null, makingDiscountPercent: null, discountOnWhole: false };
}

/** Only the fields changed since the form was filled (edit); undefined when nothing changed. */
export function patchOf(values: ProductFormValues, initial: ProductFormValues): ProductPatchInput | undefined {
  const patch: Record<string, unknown> = {};
  for (const field of Object.keys(values) as ProductFormField[]) {
    if (JSON.stringify(values[field]) !== JSON.stringify(initial[field])) patch[field] = values[field];
  }
  return Object.keys(patch).length > 0 ? (patch as ProductPatchInput) : undefined;
}

/**
 * The draft's cross-field messages (a price, or by weight the net weight, purity and making) even
 * while other fields fail: zod checks them only once every field parses, and the form shows every
 * message at the first Save.
 */
function crossFieldErrors(
  draft: Omit<ProductFormValues, 'published'>,
): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      const field = String(issue.path?.[0] ?? '');
      if (field && issue.message) errors[field] ??= { type: 'custom', message: issue.message };
    },
  };
  checkProductDraft(draft as Parameters<typeof checkProductDraft>[0], ctx as unknown as z.RefinementCtx);
  return errors;
}

const draftResolver = zodResolver(productDraftSchema) as unknown as Resolver<Omit<ProductFormValues, 'published'>>;

/** The contract's draft schema over the form (`published` is a plain yes or no, not part of a draft). */
export const productFormResolver: Resolver<ProductFormValues> = async (values, context, options) => {
  const { published, ...draft } = forPricingMode(values);
  const result = await draftResolver(draft, context, options as never);
  if (Object.keys(result.errors).length > 0)
    return { values: {}, errors: { ...crossFieldErrors(draft), ...result.errors } as FieldErrors<ProductFormValues> };
  return { values: { ...(result.values as Omit<ProductFormValues, 'published'>), published }, errors: {} };
};

/** A server's field name (`customizationTypes.0`) as a form field, when the form has it. */
export function formFieldOf(field: string): ProductFormField | undefined {
  const name = field.split('.')[0];
  return name in EMPTY_PRODUCT ? (name as ProductFormField) : undefined;
}
