// Between what staff edit (a ProductDraft) and what is stored: the derived fields are computed here
// once, the way the seed makes them (discount from the old price, the main personalisation and its
// badge, the home page's audience label, the drawn pictures for the kind and metal).
import {
  discountPercent,
  PRODUCT_CUSTOMIZATION_LABELS,
  type MakingChargeWire,
  type StoneWire,
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

type DraftMaking = NonNullable<ProductDraft['making']>;
type DraftStone = NonNullable<ProductDraft['stones']>[number];

/** Paise from rupees with at most two decimals (the form's schema checked them). */
const paise = (rupees: number): number => Math.round(rupees * 100);

/** Making charges as staff type them → as stored (@rmj/pricing's MakingCharge). */
export function makingToStored(making: DraftMaking): MakingChargeWire {
  switch (making.kind) {
    case 'per-gram':
      return { kind: 'per-gram', paisePerGram: paise(making.rupeesPerGram) };
    case 'value-addition':
      return { kind: 'value-addition', basisPoints: Math.round(making.percent * 100) };
    case 'fixed':
      return { kind: 'fixed', paise: paise(making.rupees) };
  }
}

/** Stored making charges → as staff typed them. */
export function makingToDraft(making: MakingChargeWire): DraftMaking {
  switch (making.kind) {
    case 'per-gram':
      return { kind: 'per-gram', rupeesPerGram: making.paisePerGram / 100 };
    case 'value-addition':
      return { kind: 'value-addition', percent: making.basisPoints / 100 };
    case 'fixed':
      return { kind: 'fixed', rupees: making.paise / 100 };
  }
}

const stoneToStored = (s: DraftStone): StoneWire => ({
  name: s.name,
  ...(s.carat != null ? { weightMilliCarat: Math.round(s.carat * 1000) } : {}),
  chargePaise: paise(s.charge),
});
const stoneToDraft = (s: StoneWire): DraftStone => ({
  name: s.name,
  carat: s.weightMilliCarat != null ? s.weightMilliCarat / 1000 : null,
  charge: s.chargePaise / 100,
});

/** The draft a stored product corresponds to (with the stock now). */
export function draftOf(doc: StoredProduct, stock: number): ProductDraft {
  const byWeight = doc.pricingMode === 'by-weight';
  return {
    name: doc.name,
    description: doc.description ?? '',
    nameTa: doc.nameTa || null,
    descriptionTa: doc.descriptionTa || null,
    pricingMode: byWeight ? 'by-weight' : 'fixed',
    hallmarked: doc.hallmarked ?? false,
    // A piece sold by weight has no price of its own: today's rate gives it one.
    price: byWeight ? null : doc.price,
    oldPrice: byWeight ? null : (doc.oldPrice ?? null),
    gram: doc.gram ?? null,
    grossGram: doc.grossGram ?? null,
    making: byWeight && doc.making ? makingToDraft(doc.making) : null,
    hallmarkingCharge: byWeight && doc.hallmarkingPaise != null ? doc.hallmarkingPaise / 100 : null,
    makingDiscountPercent:
      byWeight && doc.makingDiscountBasisPoints != null ? doc.makingDiscountBasisPoints / 100 : null,
    ...(byWeight && doc.discountOnWhole ? { discountOnWhole: true } : {}),
    stones: doc.stones && doc.stones.length > 0 ? doc.stones.map(stoneToDraft) : null,
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
  const byWeight = draft.pricingMode === 'by-weight';
  // A piece sold by weight keeps price 0: every answer prices it from the rates in force.
  const price = byWeight ? 0 : (draft.price ?? 0);
  const oldPrice = byWeight ? null : (draft.oldPrice ?? null);
  const set: Record<string, unknown> = {
    name: draft.name,
    description: draft.description,
    price,
    originalPrice: oldPrice ?? price,
    discount: discountPercent(price, oldPrice),
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
  if (oldPrice != null) set.oldPrice = oldPrice;
  else unset.push('oldPrice');
  if (draft.gram != null) set.gram = draft.gram;
  else unset.push('gram');
  // Pricing by weight: absent fields mean a fixed-price piece as before, so those stay unset.
  const optional: Record<string, unknown> = {
    pricingMode: byWeight ? 'by-weight' : null,
    grossGram: draft.grossGram ?? null,
    making: byWeight && draft.making ? makingToStored(draft.making) : null,
    hallmarkingPaise: byWeight && draft.hallmarkingCharge != null ? paise(draft.hallmarkingCharge) : null,
    makingDiscountBasisPoints:
      byWeight && draft.makingDiscountPercent ? Math.round(draft.makingDiscountPercent * 100) : null,
    // Kept only when true: a piece without it is discounted on its making charges, as before.
    discountOnWhole: byWeight && draft.discountOnWhole ? true : null,
    stones: draft.stones && draft.stones.length > 0 ? draft.stones.map(stoneToStored) : null,
    hallmarked: draft.hallmarked ? true : null,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value != null) set[key] = value;
    else unset.push(key);
  }
  if (draft.fineness != null) set.fineness = draft.fineness;
  else unset.push('fineness');
  if (draft.dimensions) set.dimensions = draft.dimensions;
  else unset.push('dimensions');
  // Empty is none: Tamil pages then show the English name and description.
  if (draft.nameTa) set.nameTa = draft.nameTa;
  else unset.push('nameTa');
  if (draft.descriptionTa) set.descriptionTa = draft.descriptionTa;
  else unset.push('descriptionTa');
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

/** The fields only the owner changes once a piece exists: what a shopper pays follows from them. */
export const OWNER_PRICE_FIELDS = [
  'price',
  'oldPrice',
  'making',
  'hallmarkingCharge',
  'makingDiscountPercent',
  'discountOnWhole',
] as const;
export type OwnerPriceField = (typeof OWNER_PRICE_FIELDS)[number];

/**
 * The owner's price fields a change touches (a staff member's change of any is refused). Switching a
 * piece between fixed and by weight changes its price, so it shows as a change of `price`.
 */
export function ownerPriceChanges(
  before: Pick<ProductDraft, OwnerPriceField>,
  after: Pick<ProductDraft, OwnerPriceField>,
): OwnerPriceField[] {
  // Not on the whole piece reads the same as not said (a draft from before discountOnWhole).
  const value = (v: unknown) => JSON.stringify(v === false ? null : (v ?? null));
  return OWNER_PRICE_FIELDS.filter((field) => value(before[field]) !== value(after[field]));
}

/** "<name> (copy)", shortened so it stays within the name's limit. */
export function copyName(name: string, max: number): string {
  const suffix = ' (copy)';
  return `${name.slice(0, max - suffix.length).trimEnd()}${suffix}`;
}
