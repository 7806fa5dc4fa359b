// The draft editor's values, as typed (numbers stay text until saved), and the API's body built
// from them. Checking is the contract's own: the body is parsed with draftOrderInputSchema and each
// problem lands on the field at its path ('lines.0.priceRupees'), the same path the API's 400 names,
// so a browser check and a server refusal show in the same place.
import {
  draftOrderInputSchema,
  engravingLimitFor,
  engravingProblem,
  FONT_SIZE,
  isEngravingFont,
  needsConsent,
  PRODUCT_CUSTOMIZATION_TYPES,
  type CustomizationChoice,
  type DraftCustomer,
  type DraftDiscount,
  type DraftLineInput,
  type DraftOrder,
  type DraftOrderInput,
  type EngravingFont,
  type OrderCustomization,
  type ProductCustomizationType,
  type SavedAddressInput,
  type UploadResponse,
} from '@rmj/contracts';
import type { RateKey } from '@rmj/pricing';
import { DRAFT_WORDS } from './draft-words';

/** A field's problem by its path in the API's body ('customer', 'lines.2.description'). */
export type FieldErrors = Record<string, string>;

/** A catalogue line's personalisation as the editor holds it. */
export interface PersonalisationValues {
  type: 'none' | ProductCustomizationType;
  /** Engraving and combined: the words. */
  words: string;
  font: EngravingFont;
  fontSize: number;
  /** Fingerprint, image and combined: the uploaded file. */
  file?: Pick<UploadResponse, 'fileId' | 'name' | 'type'> & { size?: number };
}

export interface CatalogueLineValues {
  /** The editor's own key for the row. */
  key: string;
  kind: 'catalogue';
  productId: string;
  /** The piece's name (shown; the API names it from the catalogue). */
  productName: string;
  size: string;
  variant: string;
  quantity: string;
  /** The personalisations the piece offers (all of them for a line read back from a saved draft). */
  options: readonly CustomizationChoice[];
  personalisation: PersonalisationValues;
  /** What a saved line carried that the editor does not show (an engraving proof): kept as it was. */
  kept?: Pick<OrderCustomization, 'proofFileId' | 'textOverlayStyle'>;
}

export interface CustomLineValues {
  key: string;
  kind: 'custom';
  description: string;
  rateKey: RateKey;
  netWeightGrams: string;
  priceRupees: string;
  quantity: string;
}

export type LineValues = CatalogueLineValues | CustomLineValues;

/** 'none' (not known yet), one of the customer's saved addresses by id, or one typed here. */
export type AddressChoice = 'none' | 'typed' | `saved:${string}`;

export interface DiscountValues {
  kind: 'none' | 'amount' | 'percent';
  value: string;
  reason: string;
}

export interface DraftFormValues {
  customer?: DraftCustomer;
  addressChoice: AddressChoice;
  address: SavedAddressInput;
  lines: LineValues[];
  note: string;
  discount: DiscountValues;
}

const PERSONALISATION_LABELS: Record<ProductCustomizationType, string> = {
  engraving: 'Engraving',
  fingerprint: 'Fingerprint',
  image: 'Image',
  combined: 'Engraving and image',
};
/** Every personalisation, for a line whose piece's own list is not known. */
export const ALL_PERSONALISATIONS: readonly CustomizationChoice[] = PRODUCT_CUSTOMIZATION_TYPES.map((id) => ({
  id,
  name: PERSONALISATION_LABELS[id],
}));

export const NO_PERSONALISATION: PersonalisationValues = {
  type: 'none',
  words: '',
  font: 'script',
  fontSize: FONT_SIZE.initial,
};

let nextKey = 0;
export const lineKey = (): string => `line-${++nextKey}`;

export const emptyAddress = (customer?: Pick<DraftCustomer, 'name' | 'phone'>): SavedAddressInput => ({
  name: customer?.name ?? '',
  phone: customer?.phone ?? '',
  address: '',
  city: '',
  state: 'Tamil Nadu',
  zipCode: '',
  country: 'India',
});

export const emptyDraft = (customer?: DraftCustomer): DraftFormValues => ({
  ...(customer ? { customer } : {}),
  addressChoice: 'none',
  address: emptyAddress(customer),
  lines: [],
  note: '',
  discount: { kind: 'none', value: '', reason: '' },
});

export const newCustomLine = (): CustomLineValues => ({
  key: lineKey(),
  kind: 'custom',
  description: '',
  rateKey: 'gold-916',
  netWeightGrams: '',
  priceRupees: '',
  quantity: '1',
});

export const newCatalogueLine = (piece: {
  id: string;
  name: string;
  customizationTypes: readonly CustomizationChoice[];
}): CatalogueLineValues => ({
  key: lineKey(),
  kind: 'catalogue',
  productId: piece.id,
  productName: piece.name,
  size: '',
  variant: '',
  quantity: '1',
  options: piece.customizationTypes,
  personalisation: NO_PERSONALISATION,
});

/** Text as the API's number: blank is absent (the contract's "required" message), anything else Number(). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** The line's personalisation as the quote and the order keep it (files by id, as the product page sends them). */
export function customizationOf(line: CatalogueLineValues): OrderCustomization | undefined {
  const p = line.personalisation;
  const words = p.words.trim();
  switch (p.type) {
    case 'none':
      return undefined;
    case 'engraving':
      return { type: 'engraving', customName: words, selectedFont: p.font, fontSize: p.fontSize, ...line.kept };
    case 'combined':
      return {
        type: 'combined',
        text: { content: words, font: p.font, fontSize: p.fontSize, style: 'engraved' },
        ...(p.file ? { file: { name: p.file.name, type: p.file.type, fileId: p.file.fileId } } : {}),
        ...line.kept,
      };
    default:
      return {
        type: p.type,
        ...(p.file
          ? {
              uploadedFile: { name: p.file.name, type: p.file.type, ...(p.file.size ? { size: p.file.size } : {}) },
              fileId: p.file.fileId,
            }
          : {}),
      };
  }
}

function lineInput(line: LineValues): DraftLineInput {
  if (line.kind === 'custom') {
    return {
      kind: 'custom',
      description: line.description,
      rateKey: line.rateKey,
      netWeightGrams: numberOf(line.netWeightGrams) as number,
      priceRupees: numberOf(line.priceRupees) as number,
      quantity: numberOf(line.quantity) as number,
    };
  }
  const customization = customizationOf(line);
  return {
    kind: 'catalogue',
    productId: line.productId,
    quantity: numberOf(line.quantity) as number,
    ...(line.size.trim() ? { size: line.size.trim() } : {}),
    ...(line.variant.trim() ? { variant: line.variant.trim() } : {}),
    ...(customization ? { customization } : {}),
  };
}

function discountInput(d: DiscountValues): DraftDiscount | undefined {
  if (d.kind === 'none') return undefined;
  const value = numberOf(d.value) as number;
  return d.kind === 'amount'
    ? { kind: 'amount', rupees: value, reason: d.reason }
    : { kind: 'percent', percent: value, reason: d.reason };
}

/**
 * The body of a save. Only the owner's form gives the discount; anyone else's sends back the one the
 * draft has (the API refuses a change from anyone but the owner, and keeps an unchanged one).
 */
export function draftInput(
  values: DraftFormValues,
  discount: { canGive: boolean; saved?: DraftDiscount },
): DraftOrderInput {
  const given = discount.canGive ? discountInput(values.discount) : discount.saved;
  const note = values.note.trim();
  return {
    ...(values.customer ? { customer: values.customer } : {}),
    ...(values.addressChoice === 'none' ? {} : { deliveryAddress: values.address }),
    lines: values.lines.map(lineInput),
    ...(given ? { discount: given } : {}),
    ...(note ? { note } : {}),
  } as DraftOrderInput;
}

/** What the contract cannot see: words and files the chosen personalisation needs. */
function personalisationErrors(values: DraftFormValues): FieldErrors {
  const errors: FieldErrors = {};
  values.lines.forEach((line, index) => {
    if (line.kind !== 'catalogue') return;
    const p = line.personalisation;
    const at = `lines.${index}.customization`;
    if (p.type === 'engraving' || p.type === 'combined') {
      const problem = engravingProblem(p.words, p.font, engravingLimitFor(line.productName));
      if (problem) errors[at] = problem;
    }
    if ((p.type === 'fingerprint' || p.type === 'image' || p.type === 'combined') && !p.file)
      errors[at] ??= DRAFT_WORDS.fileRequired;
  });
  return errors;
}

/** Problems by field path from a list of issues (a zod parse's, or the API's 400 `issues`). */
export function errorsOf(issues: readonly { path?: readonly PropertyKey[]; field?: string; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const at = issue.field ?? (issue.path ?? []).map(String).join('.');
    errors[at] ??= issue.message;
  }
  return errors;
}

/** The body to send, or the problems to show beside each field. */
export function checkDraft(
  values: DraftFormValues,
  discount: { canGive: boolean; saved?: DraftDiscount },
): { ok: true; body: DraftOrderInput } | { ok: false; errors: FieldErrors } {
  const body = draftInput(values, discount);
  const parsed = draftOrderInputSchema.safeParse(body);
  const errors = { ...(parsed.success ? {} : errorsOf(parsed.error.issues)), ...personalisationErrors(values) };
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

/** The problems an API refusal names by field (`issues` of a 400), if any. */
export function apiFieldErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { issues?: unknown } } | undefined)?.data;
  const issues = Array.isArray(data?.issues) ? (data.issues as { field?: unknown; message?: unknown }[]) : [];
  return errorsOf(
    issues.flatMap((i) =>
      typeof i.field === 'string' && typeof i.message === 'string' ? [{ field: i.field, message: i.message }] : [],
    ),
  );
}

function personalisationOf(c: OrderCustomization | undefined): PersonalisationValues {
  if (!c || !(PRODUCT_CUSTOMIZATION_TYPES as readonly string[]).includes(c.type)) return NO_PERSONALISATION;
  const type = c.type as ProductCustomizationType;
  const text = typeof c.text === 'object' && c.text !== null ? c.text : undefined;
  const font = text?.font ?? c.selectedFont;
  const fontSize = text?.fontSize ?? c.fontSize;
  const fileId = c.fileId ?? c.file?.fileId;
  const name = c.uploadedFile?.name ?? c.file?.name;
  const fileType = c.uploadedFile?.type ?? c.file?.type;
  return {
    type,
    words: c.customName ?? text?.content ?? '',
    font: isEngravingFont(font) ? font : 'script',
    fontSize: typeof fontSize === 'number' ? fontSize : FONT_SIZE.initial,
    ...(fileId && name ? { file: { fileId, name, type: (fileType ?? 'image/jpeg') as UploadResponse['type'] } } : {}),
  };
}

/** The editor's values for a saved draft. */
export function valuesOf(draft: DraftOrder): DraftFormValues {
  const d = draft.discount;
  return {
    customer: {
      ordersUserId: draft.customer.ordersUserId,
      name: draft.customer.name,
      phone: draft.customer.phone,
      email: draft.customer.email,
    },
    addressChoice: draft.deliveryAddress ? 'typed' : 'none',
    address: draft.deliveryAddress
      ? { ...draft.deliveryAddress, country: draft.deliveryAddress.country as SavedAddressInput['country'] }
      : emptyAddress(draft.customer),
    lines: draft.lines.map((line, index): LineValues => {
      if (line.kind === 'custom')
        return {
          key: lineKey(),
          kind: 'custom',
          description: line.description,
          rateKey: line.rateKey,
          netWeightGrams: String(line.netWeightGrams),
          priceRupees: String(line.priceRupees),
          quantity: String(line.quantity),
        };
      const c = line.customization;
      return {
        key: lineKey(),
        kind: 'catalogue',
        productId: line.productId,
        productName: draft.pricing.lines[index]?.name ?? line.productId,
        size: line.size ?? '',
        variant: line.variant ?? '',
        quantity: String(line.quantity),
        options: ALL_PERSONALISATIONS,
        personalisation: personalisationOf(c),
        ...(c?.proofFileId || c?.textOverlayStyle
          ? {
              kept: {
                ...(c.proofFileId ? { proofFileId: c.proofFileId } : {}),
                ...(c.textOverlayStyle ? { textOverlayStyle: c.textOverlayStyle } : {}),
              },
            }
          : {}),
      };
    }),
    note: draft.note ?? '',
    discount: d
      ? { kind: d.kind, value: String(d.kind === 'amount' ? d.rupees : d.percent), reason: d.reason }
      : { kind: 'none', value: '', reason: '' },
  };
}

/** The upload purpose of a personalisation's file, and whether the customer's consent is asked. */
export function uploadPurposeOf(type: PersonalisationValues['type']): {
  purpose: 'fingerprint' | 'image';
  consent: boolean;
} {
  const purpose = type === 'fingerprint' ? 'fingerprint' : 'image';
  return { purpose, consent: needsConsent(purpose) };
}
