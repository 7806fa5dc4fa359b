// The CSV columns of a jeweller's pricing and hallmark: a draft's pricingMode, grossGram, making (as
// makingKind and makingValue, in the units staff type: ₹ a gram, % or ₹), hallmarkingCharge,
// makingDiscountPercent, stones (`name:carat:charge`, `;`-separated, carat may be blank) and
// hallmarked (yes/no), and discountOnWhole (yes/no: the discount is off the whole piece, not only
// the making charges; blank: no). Cells are read into draft fields and checked by productDraftSchema like the
// form; a problem with one of these fields is reported as `<column>: <the contract's message>`.
import {
  MAKING_KINDS,
  PRICING_MODES,
  parsePrice,
  type CatalogueCsvColumn,
  type MakingKind,
  type ProductDraft,
} from '@rmj/contracts';

export const PRICING_COLUMNS = [
  'pricingMode',
  'grossGram',
  'makingKind',
  'makingValue',
  'hallmarkingCharge',
  'makingDiscountPercent',
  'stones',
  'hallmarked',
  'discountOnWhole',
] as const satisfies readonly CatalogueCsvColumn[];
export type PricingColumn = (typeof PRICING_COLUMNS)[number];

/** The draft fields these columns set. */
export type PricingFields = Pick<
  ProductDraft,
  | 'pricingMode'
  | 'grossGram'
  | 'making'
  | 'hallmarkingCharge'
  | 'makingDiscountPercent'
  | 'discountOnWhole'
  | 'stones'
  | 'hallmarked'
>;

export const STONES_FORMAT_MESSAGE =
  'stones: write each stone as name:carat:charge (the carat may be left blank), separated by ";", for example Ruby:0.25:1500;CZ::200.';

/** The field of each making kind as staff type it. */
const MAKING_VALUE_FIELD = { 'per-gram': 'rupeesPerGram', 'value-addition': 'percent', fixed: 'rupees' } as const;

const text = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** The pricing cells of a draft. */
export function pricingCells(draft: ProductDraft): Record<PricingColumn, string> {
  const making = draft.making;
  return {
    pricingMode: draft.pricingMode ?? 'fixed',
    grossGram: text(draft.grossGram),
    makingKind: making?.kind ?? '',
    makingValue: making
      ? text(
          making.kind === 'per-gram'
            ? making.rupeesPerGram
            : making.kind === 'value-addition'
              ? making.percent
              : making.rupees,
        )
      : '',
    hallmarkingCharge: text(draft.hallmarkingCharge),
    makingDiscountPercent: text(draft.makingDiscountPercent),
    stones: (draft.stones ?? []).map((s) => `${s.name}:${text(s.carat)}:${text(s.charge)}`).join(';'),
    hallmarked: draft.hallmarked ? 'yes' : 'no',
    discountOnWhole: draft.discountOnWhole ? 'yes' : 'no',
  };
}

/** A number as typed (thousands commas, a trailing % or ₹ sign); text the schema will refuse with its message. */
const amount = (cell: string): number | null | string => {
  let value = cell.trim();
  if (value.startsWith('₹')) value = value.slice(1).trim();
  if (value.endsWith('%')) value = value.slice(0, -1).trim();
  return value === '' ? null : (parsePrice(value) ?? cell);
};

const yesNo = (cell: string): boolean | string | undefined => {
  const value = cell.toLowerCase();
  if (value === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return cell;
};

/**
 * The draft fields of the pricing columns the file has (`absent` ones set nothing, so the product
 * keeps what it has), as raw values for productDraftSchema, and problems the schema cannot name (a
 * stone not written as name:carat:charge).
 */
export function pricingFromCells(
  cells: Partial<Record<PricingColumn, string>>,
  absent: readonly string[] = [],
): { fields: Record<string, unknown>; problems: string[] } {
  const has = (column: PricingColumn) => cells[column] !== undefined && !absent.includes(column);
  const cell = (column: PricingColumn) => (cells[column] ?? '').trim();
  const fields: Record<string, unknown> = {};
  const problems: string[] = [];
  if (has('pricingMode')) {
    const mode = cell('pricingMode');
    fields.pricingMode = mode === '' ? undefined : (PRICING_MODES.find((m) => m === mode.toLowerCase()) ?? mode);
  }
  if (has('grossGram')) fields.grossGram = amount(cell('grossGram'));
  if (has('makingKind') || has('makingValue')) {
    const kindText = cell('makingKind');
    const value = amount(cell('makingValue'));
    const kind = MAKING_KINDS.find((k) => k === kindText.toLowerCase());
    if (kindText === '' && value === null) fields.making = null;
    else if (kind) fields.making = { kind, [MAKING_VALUE_FIELD[kind as MakingKind]]: value ?? undefined };
    else fields.making = { kind: kindText };
  }
  if (has('hallmarkingCharge')) fields.hallmarkingCharge = amount(cell('hallmarkingCharge'));
  if (has('makingDiscountPercent')) fields.makingDiscountPercent = amount(cell('makingDiscountPercent'));
  if (has('stones')) {
    const stones = cell('stones')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => s.split(':').map((part) => part.trim()));
    // A piece without stones has none recorded (null), as the form stores it.
    if (stones.length === 0) fields.stones = null;
    else if (stones.some((parts) => parts.length !== 3)) problems.push(STONES_FORMAT_MESSAGE);
    else
      fields.stones = stones.map(([name, carat, charge]) => ({
        name,
        carat: amount(carat),
        charge: amount(charge) ?? undefined,
      }));
  }
  if (has('hallmarked')) fields.hallmarked = yesNo(cell('hallmarked'));
  if (has('discountOnWhole')) {
    // No is left unsaid, as the form leaves it (a draft says it only when the discount is on the whole piece).
    const whole = yesNo(cell('discountOnWhole'));
    fields.discountOnWhole = whole === false ? undefined : whole;
  }
  return { fields, problems };
}

/** The column a schema problem of a pricing field belongs to (undefined: not one of these fields). */
export function pricingColumnOf(path: readonly PropertyKey[]): PricingColumn | undefined {
  const [field, inner] = path;
  if (field === 'making') return inner === undefined || inner === 'kind' ? 'makingKind' : 'makingValue';
  return (PRICING_COLUMNS as readonly PropertyKey[]).includes(field) ? (field as PricingColumn) : undefined;
}
