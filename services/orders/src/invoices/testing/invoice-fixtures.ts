/**
 * Test data of the invoice and e-mail specs: the development seller, and paid orders of pieces
 * priced by weight (alone, and mixed with fixed-price pieces). The breakups are worked by
 * @rmj/pricing, as the catalogue works them, and carried in the wire form an order line records.
 * (The fixed-price order is testing/sample-order's.)
 */
import type { LinePricingRecord, PriceBreakupWire, PricedLine } from '@rmj/contracts';
import { priceBreakup, rateKey, type ByWeightPiece, type MetalRates } from '@rmj/pricing';
import { SHOP_DEV_SELLER } from '../../config/orders.config';
import type { Order } from '../../orders/order.schema';
import { sampleOrder } from '../../testing/sample-order';
import type { InvoiceSeller } from '../invoice-content';

/** The development seller (Palani, Tamil Nadu). */
export const devSeller: InvoiceSeller = {
  legalName: SHOP_DEV_SELLER.SHOP_LEGAL_NAME,
  address: SHOP_DEV_SELLER.SHOP_ADDRESS,
  gstin: SHOP_DEV_SELLER.SHOP_GSTIN,
  state: SHOP_DEV_SELLER.SHOP_STATE,
  stateCode: '33',
};

/** The day's rates of the fixtures: 22K ₹7,152 a gram, silver 925 ₹88 a gram. */
export const fixtureRates: MetalRates = { 'gold-916': 715_200, 'silver-925': 8_800 };
export const RATE_SET_AT = '2026-05-02T04:30:00.000Z';

/** A piece's breakup as an order line records it (the wire form of @rmj/pricing's). */
export function wireBreakup(piece: ByWeightPiece, rates: MetalRates = fixtureRates): PriceBreakupWire {
  const b = priceBreakup(piece, rates);
  if (b.pricing !== 'by-weight') throw new Error('a by-weight piece priced as fixed');
  const c = b.composition;
  return {
    pricing: 'by-weight',
    purity: b.purity,
    rateKey: rateKey(c),
    netWeightMg: c.netWeightMg,
    grossWeightMg: c.grossWeightMg,
    ratePaisePerGram: b.ratePaisePerGram,
    metalValue: b.metalValue,
    making: { charge: b.making.charge, amount: b.making.amount },
    discount: {
      ...(b.discount.rule ? { basisPoints: b.discount.rule.basisPoints } : {}),
      on: b.discount.on,
      amount: b.discount.amount,
    },
    stones: b.stones.map((s) => ({ ...s })),
    stonesValue: b.stonesValue,
    hallmarking: b.hallmarking,
    taxable: b.taxable,
    gst: b.gst,
    roundOff: b.roundOff,
    total: b.total,
    totalBeforeDiscount: b.totalBeforeDiscount,
  };
}

/** A 22K necklace with two rubies: 12.345 g net, VA 12 %, 10 % off the making, ₹45 hallmarking. */
export const necklacePiece: ByWeightPiece = {
  pricing: 'by-weight',
  composition: {
    metal: 'gold',
    fineness: 916,
    netWeightMg: 12_345,
    grossWeightMg: 12_945,
    stones: [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 120_000 }],
  },
  making: { kind: 'value-addition', basisPoints: 1200 },
  hallmarkingPaise: 4_500,
  discount: { basisPoints: 1000 },
};

/** A 22K bangle: 8.2 g net, making ₹650 a gram, ₹45 hallmarking. */
export const banglePiece: ByWeightPiece = {
  pricing: 'by-weight',
  composition: { metal: 'gold', fineness: 916, netWeightMg: 8_200, grossWeightMg: 8_200 },
  making: { kind: 'per-gram', paisePerGram: 65_000 },
  hallmarkingPaise: 4_500,
};

/** A sterling silver anklet pair: 25.5 g net, ₹350 fixed making, not hallmarked. */
export const ankletPiece: ByWeightPiece = {
  pricing: 'by-weight',
  composition: { metal: 'silver', fineness: 925, netWeightMg: 25_500, grossWeightMg: 25_500 },
  making: { kind: 'fixed', paise: 35_000 },
};

/** An order line of `quantity` pieces priced by weight, as the orders service records it. */
export function byWeightLine(
  name: string,
  piece: ByWeightPiece,
  quantity: number,
  record: Partial<Omit<LinePricingRecord, 'breakup'>> = {},
  extra: Partial<PricedLine> = {},
): PricedLine {
  const breakup = wireBreakup(piece);
  const price = breakup.total / 100;
  return {
    productId: `p-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    price,
    quantity,
    total: price * quantity,
    image: '',
    make: {
      metal: piece.composition.metal === 'gold' ? 'Gold' : 'Silver',
      fineness: piece.composition.fineness,
      gram: piece.composition.netWeightMg / 1000,
    },
    pricingRecord: { breakup, rateSetAt: RATE_SET_AT, ...record },
    ...extra,
  };
}

/** A paid order of `lines` with its figures added up (₹100 shipping, `discount` rupees off). */
export function orderOf(lines: PricedLine[], overrides: Partial<Order> = {}, discount = 0): Order {
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  return sampleOrder({ lines, subtotal, discount, shipping: 100, total: subtotal - discount + 100, ...overrides });
}

/** The hallmarked necklace (HUID AB12C3) and three bangles (one weighed lighter at hallmarking). */
export const byWeightLines = (): PricedLine[] => [
  byWeightLine('Gold Lakshmi Kasu Necklace', necklacePiece, 1, { huids: ['AB12C3'] }),
  byWeightLine('Gold Plain Bangle', banglePiece, 3, {
    huids: ['HX4K21', 'HX4K22', 'HX4K23'],
    actualNetWeightMg: 8_150,
  }),
];

/** A big order of pieces priced by weight, with the buyer's PAN (stored masked). */
export const byWeightOrder = (overrides: Partial<Order> = {}): Order =>
  orderOf(byWeightLines(), { pan: 'XXXXX1234F', ...overrides });

/** Both kinds: the necklace, the silver anklets (by weight, no HUID) and the sample's two fixed-price pieces. */
export const mixedOrder = (overrides: Partial<Order> = {}, discount = 0): Order =>
  orderOf(
    [
      byWeightLines()[0],
      ...sampleOrder().lines,
      byWeightLine('Silver Anklets (pair)', ankletPiece, 2, {}, { size: '10 in' }),
    ],
    overrides,
    discount,
  );
