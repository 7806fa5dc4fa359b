// Between what staff edit (a ProductDraft) and what is stored: the derived fields are computed here
// once, the way the seed makes them (discount from the old price, the main personalisation and its
// badge, the home page's audience label, the drawn pictures for the kind and metal).
import {
  discountPercent,
  PRODUCT_CUSTOMIZATION_LABELS,
  type PeopleCategory,
  type ProductCustomizationType,
  type ProductDraft,
} from '@rmj/contracts';
import { imagePath } from '../../products/images/jewellery-svg';
import type { StoredProduct } from '../../products/read-model/product-entry';
import { CUSTOM_OPTION, PIECES } from '../../seed/catalogue-data';

/** The 'category' field: the home page's audience values. */
export const HOME_CATEGORY: Record<PeopleCategory, string> = {
  women: 'female',
  men: 'male',
  kids: 'Kids',
  couples: 'couple',
};

/** What staff edit, plus whether it shows: the fields an edit, the audit trail and the CSV compare. */
export type EditableProduct = ProductDraft & { published: boolean };

/** The draft a stored product corresponds to (with the stock now). */
export function draftOf(doc: StoredProduct, stock: number): ProductDraft {
  return {
    name: doc.name,
    description: doc.description ?? '',
    pricingMode: 'fixed',
    hallmarked: false,
    grossGram: null,
    making: null,
    hallmarkingCharge: null,
    makingDiscountPercent: null,
    stones: null,
    price: doc.price,
    oldPrice: doc.oldPrice ?? null,
    gram: doc.gram ?? null,
    fineness: doc.fineness ?? null,
    dimensions: doc.dimensions || null,
    productType: doc.productType as ProductDraft['productType'],
    productCategory: doc.productCategory,
    peopleCategory: doc.peopleCategory as PeopleCategory,
    customizationTypes: (doc.customizationTypes ?? []).map((c) => c.id as ProductCustomizationType),
    isNew: doc.isNew ?? false,
    stock,
  };
}

/** The drawing of a kind of piece in its metal (a ring when the category has no drawing of its own). */
function drawnPictures(draft: ProductDraft): string[] {
  const kind = PIECES[draft.peopleCategory].find((p) => p.category === draft.productCategory)?.image ?? 'ring';
  const metal = draft.productType === 'Gold' ? 'gold' : 'silver';
  return [imagePath(kind, metal, 1), imagePath(kind, metal, 2)];
}

/** The stored fields a draft sets ($set), and the optional ones it clears ($unset). */
export function storedFieldsOf(draft: ProductDraft): { set: Record<string, unknown>; unset: string[] } {
  const main = draft.customizationTypes[0];
  const images = drawnPictures(draft);
  const set: Record<string, unknown> = {
    name: draft.name,
    description: draft.description,
    price: draft.price ?? 0,
    originalPrice: draft.oldPrice ?? draft.price ?? 0,
    discount: discountPercent(draft.price ?? 0, draft.oldPrice),
    productType: draft.productType,
    productCategory: draft.productCategory,
    peopleCategory: draft.peopleCategory,
    category: HOME_CATEGORY[draft.peopleCategory],
    customOption: main ? CUSTOM_OPTION[main] : '',
    customizationTypes: draft.customizationTypes.map((id) => ({ id, name: PRODUCT_CUSTOMIZATION_LABELS[id] })),
    isNew: draft.isNew,
    images,
    image: images[0],
  };
  const unset: string[] = [];
  // A piece sold plain has no main personalisation.
  if (main) set.customizationType = main;
  else unset.push('customizationType');
  if (draft.oldPrice != null) set.oldPrice = draft.oldPrice;
  else unset.push('oldPrice');
  if (draft.gram != null) set.gram = draft.gram;
  else unset.push('gram');
  if (draft.fineness != null) set.fineness = draft.fineness;
  else unset.push('fineness');
  if (draft.dimensions) set.dimensions = draft.dimensions;
  else unset.push('dimensions');
  return { set, unset };
}

/** The fields whose values differ (compared as JSON), as the audit trail keeps them. */
export function differingKeys<T extends object>(before: T, after: T): (keyof T)[] {
  return (Object.keys({ ...before, ...after }) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}

/** The price fields (owner only) a change touches. */
export function priceChanges(
  before: Pick<ProductDraft, 'price' | 'oldPrice'>,
  after: Pick<ProductDraft, 'price' | 'oldPrice'>,
): { field: 'price' | 'oldPrice'; before: number | null; after: number | null }[] {
  const changes: { field: 'price' | 'oldPrice'; before: number | null; after: number | null }[] = [];
  if ((before.price ?? null) !== (after.price ?? null))
    changes.push({ field: 'price', before: before.price ?? null, after: after.price ?? null });
  if ((before.oldPrice ?? null) !== (after.oldPrice ?? null))
    changes.push({ field: 'oldPrice', before: before.oldPrice ?? null, after: after.oldPrice ?? null });
  return changes;
}

/** "<name> (copy)", shortened so it stays within the name's limit. */
export function copyName(name: string, max: number): string {
  const suffix = ' (copy)';
  return `${name.slice(0, max - suffix.length).trimEnd()}${suffix}`;
}
