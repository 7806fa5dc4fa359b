import {
  PEOPLE_CATEGORIES,
  type MakingChargeWire,
  type PeopleCategory,
  type ProductCustomizationType,
  type StoneWire,
} from '@rmj/contracts';
import { cardPercentOff, priceBreakup, withDerivedRates, type MetalRates } from '@rmj/pricing';
import { imagePath, type ImageMetal } from '../products/images/jewellery-svg';
import { INITIAL_EPOCH, LEGACY_STOCK_IN } from '../stock/stock-ledger';
import {
  CLOSINGS,
  CUSTOM_OPTION,
  CUSTOM_TEXT,
  CUSTOMIZATION_NAMES,
  FINISHES,
  METAL_TEXT,
  MOTIFS,
  OPENINGS,
  PIECES,
  type PieceKind,
} from './catalogue-data';
import { tamilTexts } from './catalogue-data-ta';

/** A product ready to insert (the _id is deterministic too, so links survive a re-seed). */
export interface SeedProduct {
  _id: string;
  name: string;
  images: string[];
  productType: 'Gold' | 'Silver';
  productCategory: string;
  peopleCategory: PeopleCategory;
  customOption: string;
  inStock: boolean;
  price: number;
  gram: number;
  description: string;
  /** The name and description in Tamil (the storefront's Tamil pages show them). */
  nameTa: string;
  descriptionTa: string;
  image: string;
  originalPrice: number;
  oldPrice?: number;
  discount: number;
  isNew: boolean;
  category: string;
  rating: number;
  reviews: number;
  createdAt: Date;
  customizationType: ProductCustomizationType;
  customizationTypes: { id: ProductCustomizationType; name: string }[];
  featuredRank: number;
  /** Pieces in stock: 10 for a piece in stock, 0 for one sold out (as the start-up migration does). */
  stockBase: number;
  stockEpoch: string;
  published: boolean;
  archived: boolean;
  updatedAt: Date;
  /** Gold: hallmarked by BIS (each piece carries its HUID). */
  hallmarked?: boolean;
  /** Set on pieces priced by weight (the others are fixed-price, as before). */
  pricingMode?: 'by-weight';
  fineness?: number;
  grossGram?: number;
  making?: MakingChargeWire;
  hallmarkingPaise?: number;
  makingDiscountBasisPoints?: number;
  stones?: StoneWire[];
}

/**
 * The rates the demo catalogue is seeded with (paise per gram): gold 24K ₹7,800 a gram, 22K and
 * 18K derived from it, silver ₹95 a gram and sterling derived from it. `price` of a piece sold by
 * weight is stored at these rates; every answer prices it again at the rates in force.
 */
export const SEED_RATES_TYPED = { 'gold-999': 780_000, 'silver-999': 9_500 } as const;
export const SEED_RATES_DERIVED = ['gold-916', 'gold-750', 'silver-925'] as const;

/** Share of the gold pieces priced by weight (those whose price stays within the catalogue's ₹60,000). */
const BY_WEIGHT_SHARE = 0.6;
const STONES: StoneWire[][] = [
  [{ name: 'Ruby', weightMilliCarat: 250, chargePaise: 180_000 }],
  [{ name: 'CZ', weightMilliCarat: 120, chargePaise: 35_000 }],
  [
    { name: 'Emerald', weightMilliCarat: 300, chargePaise: 240_000 },
    { name: 'CZ', weightMilliCarat: 80, chargePaise: 20_000 },
  ],
];
/** BIS hallmarking charge passed on per piece: ₹45 before GST. */
const HALLMARKING_PAISE = 4500;

/**
 * Turns a seeded gold piece into one priced by weight (22K mostly, some 18K; value addition 8-18 % or
 * a making charge per gram; now and then stones or the owner's discount on making), unless its price
 * at the seed rates would leave the catalogue's range. Uses its own PRNG, so every other field of the
 * catalogue is what it was before pricing by weight.
 */
function priceByWeight(product: SeedProduct, rand: () => number, rates: MetalRates): void {
  const silver = product.productType === 'Silver';
  const fineness = silver ? 925 : rand() < 0.8 ? 916 : 750;
  const perGram = rand() < 0.3;
  const making: MakingChargeWire = perGram
    ? {
        kind: 'per-gram',
        paisePerGram: (silver ? 15 + Math.floor(rand() * 10) : 400 + Math.floor(rand() * 5) * 50) * 100,
      }
    : { kind: 'value-addition', basisPoints: (8 + Math.floor(rand() * 11)) * 100 };
  const stones = !silver && rand() < 0.12 ? STONES[Math.floor(rand() * STONES.length)] : undefined;
  const hallmarkingPaise = silver ? 0 : HALLMARKING_PAISE;
  const discount = rand() < 0.15 ? (3 + Math.floor(rand() * 3)) * 1000 : 0;
  const netWeightMg = Math.round(product.gram * 1000);
  const grossWeightMg = netWeightMg + (stones ? 150 + Math.floor(rand() * 400) : 0);
  const breakup = priceBreakup(
    {
      pricing: 'by-weight',
      composition: {
        ...(silver
          ? { metal: 'silver' as const, fineness: 925 as const }
          : { metal: 'gold' as const, fineness: fineness as 916 | 750 }),
        netWeightMg,
        grossWeightMg,
        ...(stones ? { stones } : {}),
      },
      making,
      ...(hallmarkingPaise ? { hallmarkingPaise } : {}),
      ...(discount ? { discount: { basisPoints: discount } } : {}),
    },
    rates,
  );
  const price = breakup.total / 100;
  if (price > MAX_PRICE || price < 299) return;
  const off = cardPercentOff(breakup);
  // A discount too small to show as a whole percent is left out, so the card never shows 0% OFF.
  if (discount && off === 0) return;
  Object.assign(product, {
    pricingMode: 'by-weight',
    fineness,
    grossGram: grossWeightMg / 1000,
    making,
    ...(hallmarkingPaise ? { hallmarkingPaise } : {}),
    ...(discount ? { makingDiscountBasisPoints: discount } : {}),
    ...(stones ? { stones } : {}),
    price,
    discount: off,
    originalPrice: off ? breakup.totalBeforeDiscount / 100 : price,
  });
  if (off) product.oldPrice = product.originalPrice;
  else delete product.oldPrice;
  if (fineness === 750) {
    product.description = product.description.replace('22K', '18K');
    product.descriptionTa = product.descriptionTa.replace('22 காரட்', '18 காரட்');
  }
}

/** Rupees per gram, making charges included (a demo price list, not a live rate). */
const RATE = { Silver: 190, Gold: 7900 } as const;
const MAX_PRICE = 60_000;
/** The 'category' field: the home page's audience values. */
const HOME_CATEGORY: Record<PeopleCategory, string> = { women: 'female', men: 'male', kids: 'Kids', couples: 'couple' };
const GOLD_SHARE: Record<PeopleCategory, number> = { women: 0.4, men: 0.35, kids: 0.2, couples: 0.45 };
/** Catalogue dates count back from here, so the same seed gives the same catalogue. */
const BASE_DATE = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;

/** The seed rates with the derived ones worked out. */
export function seedRates(): MetalRates {
  return withDerivedRates(SEED_RATES_TYPED, SEED_RATES_DERIVED);
}

/** Small seeded PRNG (mulberry32): the same seed gives the same catalogue. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One round visits every (audience, kind) pair `weight` times, so any count of 72 or more covers every category. */
function slots(): { people: PeopleCategory; piece: PieceKind }[] {
  const out: { people: PeopleCategory; piece: PieceKind }[] = [];
  const maxWeight = Math.max(...PEOPLE_CATEGORIES.flatMap((p) => PIECES[p].map((k) => k.weight)));
  for (let w = 0; w < maxWeight; w += 1) {
    for (const people of PEOPLE_CATEGORIES)
      for (const piece of PIECES[people]) if (w < piece.weight) out.push({ people, piece });
  }
  return out;
}

/** Prices end in 9 like shop prices (₹1,499); at least ₹299. */
const shopPrice = (rupees: number) => Math.max(299, Math.round(rupees / 50) * 50 - 1);

/**
 * Which pieces are priced by weight: 'demo' (a share of the gold pieces after the first round, the
 * demo catalogue) or 'most' (every gold and silver piece whose price stays in range: the rates
 * benchmark).
 */
export type ByWeightMix = 'demo' | 'most';

export function generateProducts(
  count: number,
  seed = 2024,
  rates: MetalRates = seedRates(),
  mix: ByWeightMix = 'demo',
): SeedProduct[] {
  const rand = prng(seed);
  const pricing = prng(seed + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const order = slots();
  const products: SeedProduct[] = [];
  for (let i = 0; i < count; i += 1) {
    const { people, piece } = order[i % order.length];
    const round = Math.floor(i / order.length);
    // Alternate metals within a kind across rounds, then let the audience's gold share decide.
    const gold = round === 0 ? piece.weight > 1 && i % 2 === 0 : rand() < GOLD_SHARE[people];
    const productType = gold ? 'Gold' : 'Silver';
    const metal: ImageMetal = gold ? 'gold' : 'silver';
    const [lo, hi] = piece.grams;
    let gram = (lo + rand() * (hi - lo)) * (gold ? 0.3 : 1);
    gram = Math.min(gram, (MAX_PRICE - 500) / RATE[productType]);
    gram = Math.max(0.3, Math.round(gram * 10) / 10);
    const price = Math.min(MAX_PRICE, shopPrice(gram * RATE[productType] + 150 + rand() * 300));
    const discount = rand() < 0.45 ? pick([5, 10, 15, 20, 25, 30]) : 0;
    const originalPrice = discount ? Math.round((price * 100) / (100 - discount)) : price;
    const custom = piece.custom[(i + round) % piece.custom.length];
    const motif = pick(MOTIFS[people]);
    const finish = pick(FINISHES);
    const name = `${finish} ${motif} ${productType} ${piece.noun}`;
    const isNew = rand() < 0.15;
    const images = [imagePath(piece.image, metal, 1), imagePath(piece.image, metal, 2)];
    const warranty =
      people === 'men' && piece.image === 'bracelet'
        ? 'Hallmark certified, with a 2-year warranty and a gift box.'
        : pick(CLOSINGS);
    // Picked inside the object below, where the English description always picked it (same draws).
    let opening = '';
    const product: SeedProduct = {
      _id: (0x65f0a000).toString(16) + i.toString(16).padStart(16, '0'),
      name,
      images,
      productType,
      productCategory: piece.category,
      peopleCategory: people,
      customOption: CUSTOM_OPTION[custom[0]],
      inStock: rand() >= 0.08,
      price,
      gram,
      description: [
        (opening = pick(OPENINGS)).replace('{metal}', METAL_TEXT[productType]).replace('{motif}', motif.toLowerCase()),
        `this ${motif.toLowerCase()} ${piece.noun.toLowerCase()} weighs ${gram} grams.`,
        CUSTOM_TEXT[custom[0]],
        warranty,
      ].join(' '),
      // Tamil from the same words, with no draws of its own: every other field is what it was.
      ...tamilTexts({
        finish,
        motif,
        productType,
        noun: piece.noun,
        gram,
        opening,
        custom: custom[0],
        closing: warranty,
      }),
      image: images[0],
      originalPrice,
      discount,
      isNew,
      category: HOME_CATEGORY[people],
      rating: Math.round((3.8 + rand() * 1.2) * 10) / 10,
      reviews: isNew ? Math.floor(rand() * 12) : Math.floor(rand() * 480),
      createdAt: new Date(BASE_DATE - Math.floor((isNew ? rand() * 30 : 31 + rand() * 520) * DAY)),
      customizationType: custom[0],
      customizationTypes: custom.map((id) => ({ id, name: CUSTOMIZATION_NAMES[id] })),
      featuredRank: rand() < 0.12 ? 1 + Math.floor(rand() * 99) : 1000,
      stockBase: 0,
      stockEpoch: INITIAL_EPOCH,
      published: true,
      archived: false,
      updatedAt: new Date(0),
    };
    product.stockBase = product.inStock ? LEGACY_STOCK_IN : 0;
    product.updatedAt = product.createdAt;
    if (discount) product.oldPrice = originalPrice;
    if (gold) product.hallmarked = true;
    if (mix === 'most') priceByWeight(product, pricing, rates);
    // The first round (the small catalogues service tests load) stays fixed-price as it always was.
    else if (gold && pricing() < BY_WEIGHT_SHARE && round > 0) priceByWeight(product, pricing, rates);
    products.push(product);
  }
  return products;
}
