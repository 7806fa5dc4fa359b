// The product editor's values: every field the storefront shows, plus `published`. Validated with
// the contract's own draft schema (the same rules and messages as the service), and turned into a
// create body or a patch of only the changed fields (a patch never carries an untouched price, which
// a non-owner may not send).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  productDraftSchema,
  type AdminProduct,
  type PeopleCategory,
  type ProductCustomizationType,
  type ProductDraftInput,
  type ProductPatchInput,
  type ProductType,
} from '@rmj/contracts';

/** What the form holds; an empty number field is null, an unchosen list ''. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: number | null;
  oldPrice: number | null;
  gram: number | null;
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
  price: null,
  oldPrice: null,
  gram: null,
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

/** The form's values of a stored product. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    oldPrice: product.oldPrice ?? null,
    gram: product.gram ?? null,
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

/** The draft of a validated form (create). */
export function draftOf(values: ProductFormValues): ProductDraftInput {
  const { published: _published, ...draft } = values;
  return draft as ProductDraftInput;
}

/** Only the fields changed since the form was filled (edit); undefined when nothing changed. */
export function patchOf(values: ProductFormValues, initial: ProductFormValues): ProductPatchInput | undefined {
  const patch: Record<string, unknown> = {};
  for (const field of Object.keys(values) as ProductFormField[]) {
    if (JSON.stringify(values[field]) !== JSON.stringify(initial[field])) patch[field] = values[field];
  }
  return Object.keys(patch).length > 0 ? (patch as ProductPatchInput) : undefined;
}

const draftResolver = zodResolver(productDraftSchema) as unknown as Resolver<Omit<ProductFormValues, 'published'>>;

/** The contract's draft schema over the form (`published` is a plain yes or no, not part of a draft). */
export const productFormResolver: Resolver<ProductFormValues> = async (values, context, options) => {
  const { published, ...draft } = values;
  const result = await draftResolver(draft, context, options as never);
  if (Object.keys(result.errors).length > 0)
    return { values: {}, errors: result.errors as FieldErrors<ProductFormValues> };
  return { values: { ...(result.values as Omit<ProductFormValues, 'published'>), published }, errors: {} };
};

/** A server's field name (`customizationTypes.0`) as a form field, when the form has it. */
export function formFieldOf(field: string): ProductFormField | undefined {
  const name = field.split('.')[0];
  return name in EMPTY_PRODUCT ? (name as ProductFormField) : undefined;
}
