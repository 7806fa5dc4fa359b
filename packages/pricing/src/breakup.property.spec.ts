// Properties of the price arithmetic over generated pieces (fast-check; a failure is shrunk to the
// smallest piece that breaks it and reported with its seed). Plain checks rather than expect() in
// the properties, so fast-check names the first failing piece.
import fc from 'fast-check';
import { invoiceTaxes, priceBreakup, type ByWeightBreakup, type PriceBreakup } from './breakup';
import { rateKey, PURITIES } from './metals';
import { cardPercentOff } from './percent-off';
import type { ByWeightPiece, MakingCharge } from './piece';
import { splitInclusive } from './tax-invoice';

/** Net weights from 0.001 g to 1 kg, the awkward ends and a usual chain weighed often. */
const netWeightMg = fc.oneof(
  fc.constantFrom(1, 2, 999, 1000, 1001, 8450, 999_999, 1_000_000),
  fc.integer({ min: 1, max: 1_000_000 }),
);
/** Rates from a paisa to ₹20,000 a gram, with the usual silver and gold rates. */
const rate = fc.oneof(
  fc.constantFrom(1, 8800, 9500, 715_000, 780_000, 2_000_000),
  fc.integer({ min: 1, max: 2_000_000 }),
);
const making: fc.Arbitrary<MakingCharge> = fc.oneof(
  fc.record({ kind: fc.constant('per-gram' as const), paisePerGram: fc.integer({ min: 0, max: 500_000 }) }),
  fc.record({ kind: fc.constant('value-addition' as const), basisPoints: fc.integer({ min: 0, max: 3500 }) }),
  fc.record({ kind: fc.constant('fixed' as const), paise: fc.integer({ min: 0, max: 50_000_000 }) }),
);
const stones = fc.array(
  fc.record({
    name: fc.constantFrom('Diamond', 'Ruby', 'Emerald', 'CZ'),
    weightMilliCarat: fc.integer({ min: 1, max: 5000 }),
    chargePaise: fc.integer({ min: 0, max: 50_000_000 }),
  }),
  { maxLength: 5 },
);
const discount = fc.option(
  fc.record(
    { basisPoints: fc.integer({ min: 0, max: 10_000 }), on: fc.constantFrom('making' as const, 'whole' as const) },
    { requiredKeys: ['basisPoints'] },
  ),
  { nil: undefined },
);

/** A piece priced by weight and the day's rate for its purity. */
const pieces = fc
  .record({
    purity: fc.constantFrom(...PURITIES),
    netWeightMg,
    stoneWeightMg: fc.integer({ min: 0, max: 50_000 }),
    stones,
    making,
    hallmarkingPaise: fc.option(fc.oneof(fc.constantFrom(4500, 3500, 5310), fc.integer({ min: 0, max: 100_000 })), {
      nil: undefined,
    }),
    discount,
    rate,
  })
  .map(({ purity, netWeightMg: net, stoneWeightMg, stones: s, making: m, hallmarkingPaise, discount: d, rate: r }) => {
    const piece: ByWeightPiece = {
      pricing: 'by-weight',
      composition: { ...purity, netWeightMg: net, grossWeightMg: net + stoneWeightMg, stones: s },
      making: m,
      ...(hallmarkingPaise !== undefined ? { hallmarkingPaise } : {}),
      ...(d ? { discount: d } : {}),
    };
    return { piece, rate: r, rates: { [rateKey(purity)]: r } };
  });

const RUNS = { numRuns: 10_000 };
const MODES = ['intra-state', 'inter-state'] as const;

/** Every number anywhere in a value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** |a − b| ≤ limit, in BigInt so the products compared are exact. */
const within = (a: bigint, b: bigint, limit: bigint) => (a > b ? a - b : b - a) <= limit;

const price = (piece: ByWeightPiece, rates: Record<string, number>) => priceBreakup(piece, rates) as ByWeightBreakup;

describe('priceBreakup over generated pieces (property)', () => {
  it('adds up: the parts make the taxable value, taxable + GST + round-off the total, in both ways of printing the tax', () => {
    fc.assert(
      fc.property(pieces, ({ piece, rates }) => {
        const b = price(piece, rates);
        const partsAddUp =
          b.metalValue + b.making.amount - b.discount.amount + b.stonesValue + b.hallmarking === b.taxable &&
          b.stonesValue === (piece.composition.stones ?? []).reduce((sum, s) => sum + s.chargePaise, 0) &&
          b.taxable + b.gst + b.roundOff === b.total;
        const printed = MODES.every((mode) => {
          const t = invoiceTaxes(b, mode);
          return (
            t.taxable + t.cgst + t.sgst + t.igst + t.rounding === b.total &&
            t.cgst === t.sgst &&
            (mode === 'intra-state'
              ? t.igst === 0 && t.cgst + t.sgst - b.gst <= 1
              : t.cgst === 0 && t.igst === b.gst) &&
            Math.abs(t.rounding) <= 50
          );
        });
        return (
          partsAddUp &&
          printed &&
          Math.abs(b.roundOff) <= 50 &&
          b.total % 100 === 0 &&
          b.totalBeforeDiscount % 100 === 0 &&
          b.total <= b.totalBeforeDiscount &&
          b.discount.amount <= (b.discount.on === 'whole' ? b.taxable + b.discount.amount : b.making.amount)
        );
      }),
      { ...RUNS, seed: 31 },
    );
  });

  it('keeps every figure a whole, non-negative number of paise (no float leaks), except the signed round-off', () => {
    fc.assert(
      fc.property(pieces, ({ piece, rates }) => {
        const b = price(piece, rates);
        const figures = [...numbersIn(b), ...MODES.flatMap((mode) => numbersIn(invoiceTaxes(b, mode)))];
        const { roundOff: _r, ...unsigned } = b;
        return (
          figures.every((n) => Number.isSafeInteger(n)) &&
          numbersIn({ ...unsigned, composition: undefined, making: b.making.amount }).every((n) => n >= 0)
        );
      }),
      { ...RUNS, seed: 32 },
    );
  });

  it('rounds each figure to within half a paisa of its exact value, and the total to within 50 paise', () => {
    fc.assert(
      fc.property(pieces, ({ piece, rates, rate: r }) => {
        const b = price(piece, rates);
        const big = BigInt;
        const mg = big(piece.composition.netWeightMg);
        const m = piece.making;
        const making =
          m.kind === 'per-gram'
            ? within(big(b.making.amount) * 1000n, mg * big(m.paisePerGram), 500n)
            : m.kind === 'value-addition'
              ? within(big(b.making.amount) * 10_000n, big(b.metalValue) * big(m.basisPoints), 5000n)
              : b.making.amount === m.paise;
        return (
          within(big(b.metalValue) * 1000n, mg * big(r), 500n) &&
          making &&
          within(big(b.gst) * 100n, big(b.taxable) * 3n, 50n) &&
          within(big(b.total) * 100n, big(b.taxable) * 103n, 5000n)
        );
      }),
      { ...RUNS, seed: 33 },
    );
  });

  it('never lowers the price when the weight or the rate goes up', () => {
    fc.assert(
      fc.property(
        pieces,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        ({ piece, rates, rate: r }, moreMg, morePaise) => {
          const key = Object.keys(rates)[0];
          const heavier: ByWeightPiece = {
            ...piece,
            composition: {
              ...piece.composition,
              netWeightMg: piece.composition.netWeightMg + moreMg,
              grossWeightMg: piece.composition.grossWeightMg + moreMg,
            },
          };
          const base = price(piece, rates);
          const byWeight = price(heavier, rates);
          const byRate = price(piece, { [key]: r + morePaise });
          return (
            byWeight.metalValue >= base.metalValue &&
            byWeight.taxable >= base.taxable &&
            byWeight.total >= base.total &&
            byRate.metalValue >= base.metalValue &&
            byRate.taxable >= base.taxable &&
            byRate.total >= base.total
          );
        },
      ),
      { numRuns: 5000, seed: 34 },
    );
  });

  it("keeps the card's N% OFF true: the saving is at least N % of the price without the discount, and N is the most it can say", () => {
    fc.assert(
      fc.property(pieces, ({ piece, rates }) => {
        const b = price(piece, rates);
        const n = cardPercentOff(b);
        const was = BigInt(b.totalBeforeDiscount);
        const now = BigInt(b.total);
        const k = BigInt(n);
        return (
          n >= 0 &&
          n <= 100 &&
          (100n - k) * was >= 100n * now &&
          (n === 100 || b.totalBeforeDiscount === 0 || (100n - k - 1n) * was < 100n * now) &&
          (piece.discount === undefined || piece.discount.basisPoints === 0 ? n === 0 : true)
        );
      }),
      { ...RUNS, seed: 35 },
    );
  });
});

describe('priceBreakup at fixed prices (property)', () => {
  it('splits every price as the invoice does: taxable + GST + a paisa at most is the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000_000 }), { nil: undefined }),
        (pricePaise, oldPricePaise) => {
          const b: PriceBreakup = priceBreakup({
            pricing: 'fixed',
            pricePaise,
            ...(oldPricePaise !== undefined ? { oldPricePaise } : {}),
          });
          return (
            b.total === pricePaise &&
            b.taxable + b.gst + b.roundOff === pricePaise &&
            Math.abs(b.roundOff) <= 1 &&
            b.totalBeforeDiscount >= b.total &&
            MODES.every((mode) => {
              const { amount: _a, discount: _d, net: _n, ...lines } = splitInclusive(pricePaise, mode);
              const t = invoiceTaxes(b, mode);
              return JSON.stringify(t) === JSON.stringify(lines);
            })
          );
        },
      ),
      { ...RUNS, seed: 36 },
    );
  });
});
