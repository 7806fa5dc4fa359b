import { PEOPLE_CATEGORIES, type PeopleCategory, type ProductCustomizationType } from '@rmj/contracts';
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

export function generateProducts(count: number, seed = 2024): SeedProduct[] {
  const rand = prng(seed);
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
    const name = `${pick(FINISHES)} ${motif} ${productType} ${piece.noun}`;
    const isNew = rand() < 0.15;
    const images = [imagePath(piece.image, metal, 1), imagePath(piece.image, metal, 2)];
    const warranty =
      people === 'men' && piece.image === 'bracelet'
        ? 'Hallmark certified, with a 2-year warranty and a gift box.'
        : pick(CLOSINGS);
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
        pick(OPENINGS).replace('{metal}', METAL_TEXT[productType]).replace('{motif}', motif.toLowerCase()),
        `this ${motif.toLowerCase()} ${piece.noun.toLowerCase()} weighs ${gram} grams.`,
        CUSTOM_TEXT[custom[0]],
        warranty,
      ].join(' '),
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
    products.push(product);
  }
  return products;
}
