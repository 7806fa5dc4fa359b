/**
 * Prices a cart on the server: each product read fresh from the catalog (price, stock, whether it
 * is still sold online), the promo code checked here (for the shopper, when known), shipping
 * added by the owner's rule (settings: the fee, waived from the free-shipping threshold on). Nothing the browser says about prices is used.
 *
 * Stock: the quantities of every line of one product are added up (two engravings of one ring
 * take two pieces) and compared with the catalog's count. A checkout is refused for a line that
 * cannot be bought (400 for a piece not sold online, 409 for one sold out or short); a quote
 * answers every line's state instead, so the cart can flag each.
 *
 * Price holds (PriceHolds): a quote whose lines can all be bought holds its prices; checkout with
 * the hold's id charges them while it lasts (stock and the promo code are still checked now). Past
 * the hold, checkout prices the cart now and, when the total moved, refuses with 409 PRICE_CHANGED,
 * today's pricing and a new hold.
 */
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  API_ERROR_CODES,
  metalOf,
  priceChangedMessage,
  shippingRupees,
  type LinePricingRecord,
  type CheckoutLine,
  type InternalProduct,
  type LineAvailability,
  type PricedLine,
  type Pricing,
  type QuoteResponse,
  type QuotedLine,
} from '@rmj/contracts';
import { CatalogClient } from '../catalog/catalog-client';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { holdWire, PriceHolds } from './price-holds.service';
import { PromoCodesService } from './promo-codes.service';
import { noLongerAvailable, notEnough, SEVERAL_LINES_NEED_ATTENTION, soldOut } from './stock-messages';

/** The most stock a quote tells: the largest quantity one line may ask for, so exact counts beyond need stay private. */
export const QUOTED_STOCK_CAP = 99;

/** One cart line against the catalog as it is now. */
interface AssessedLine {
  line: CheckoutLine;
  /** The product, when it is sold online. */
  product?: InternalProduct;
  availability: LineAvailability;
  /** Pieces available (0 when sold out or not sold online). */
  stock: number;
  /** Why the line cannot be bought, when it cannot. */
  message?: string;
}

@Injectable()
export class PricingService {
  constructor(
    private readonly catalog: CatalogClient,
    private readonly promos: PromoCodesService,
    private readonly shopSettings: ShopSettingsClient,
    private readonly holds: PriceHolds,
  ) {}

  /**
   * The pricing a checkout is charged by. Refuses the first line that cannot be bought: 400 for a
   * piece not sold online, 409 for one sold out or with fewer pieces left than asked for.
   * `userId`: the shopper when known, for once-per-account promo codes.
   */
  async price(items: CheckoutLine[], promoCode?: string, userId?: string): Promise<Pricing> {
    return this.withTotals(await this.buyableLines(items), promoCode, userId);
  }

  /**
   * The pricing a checkout with `holdId` is charged by. Stock is checked now whatever the hold says
   * (the refusals of `price`), the promo code as today. While the caller's hold on these very lines
   * lasts, its prices are charged; once it ran out, the cart is priced now and a total other than
   * the held one is refused: 409 PRICE_CHANGED with today's pricing and a new hold. An unknown hold,
   * another account's, or one of another cart counts as none: the cart is priced now.
   */
  async priceForCheckout(
    items: CheckoutLine[],
    promoCode: string | undefined,
    userId: string,
    holdId: string | undefined,
    now = this.holds.now(),
  ): Promise<Pricing> {
    const fresh = await this.buyableLines(items);
    const hold = await this.holds.find(holdId, userId, items);
    if (hold && now.getTime() < new Date(hold.expiresAt).getTime())
      return this.withTotals(hold.pricing.lines, promoCode, userId);
    const pricing = await this.withTotals(fresh, promoCode, userId);
    if (!hold || pricing.total === hold.pricing.total) return pricing;
    const next = await this.holds.create(items, pricing, userId, now);
    throw new ConflictException({
      statusCode: 409,
      error: 'Conflict',
      code: API_ERROR_CODES.priceChanged,
      message: priceChangedMessage(metalThatMovedMost(hold.pricing.lines, fresh), hold.pricing.total, pricing.total),
      pricing,
      hold: holdWire(next),
    });
  }

  /** Every line priced now; refuses the first that cannot be bought (400 not sold online, 409 sold out or short). */
  private async buyableLines(items: CheckoutLine[]): Promise<PricedLine[]> {
    const assessed = await this.assess(items);
    const problem = assessed.find((a) => a.availability !== 'in-stock');
    if (problem?.availability === 'unavailable') throw new BadRequestException(problem.message);
    if (problem) throw new ConflictException(problem.message);
    return assessed.map((a) => pricedLine(a.line, a.product as InternalProduct));
  }

  /**
   * POST /api/orders/quote: the server's prices with every line's stock and availability. When a
   * line cannot be bought the answer is still 200, with `success: false`, a message, no promo
   * applied, and each line flagged; a promo code that does not apply is a 400 as before.
   *
   * A quote that can be bought answers a price hold: `holdId`'s when it is the caller's live hold
   * on these lines (its prices again, so re-quoting within the hold shows what checkout charges),
   * else a new one on today's prices.
   */
  async quote(
    items: CheckoutLine[],
    promoCode?: string,
    userId?: string,
    holdId?: string,
    now = this.holds.now(),
  ): Promise<QuoteResponse> {
    const assessed = await this.assess(items);
    const found = await this.holds.find(holdId, userId, items);
    const live = found && now.getTime() < new Date(found.expiresAt).getTime() ? found : null;
    const lines: QuotedLine[] = assessed.map((a, i) => ({
      ...(a.product ? (live?.pricing.lines[i] ?? pricedLine(a.line, a.product)) : unpricedLine(a.line)),
      stock: Math.min(a.stock, QUOTED_STOCK_CAP),
      availability: a.availability,
      ...(a.message ? { message: a.message } : {}),
    }));
    const problems = [...new Set(assessed.flatMap((a) => (a.message ? [a.message] : [])))];
    if (problems.length > 0) {
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      const shipping = shippingRupees(subtotal, await this.shopSettings.shippingRule());
      return {
        success: false,
        message: problems.length === 1 ? problems[0] : SEVERAL_LINES_NEED_ATTENTION,
        pricing: { lines, subtotal, shipping, discount: 0, total: subtotal + shipping },
      };
    }
    const pricing = await this.withTotals(lines, promoCode, userId);
    const hold = live ?? (await this.holds.create(items, pricing, userId, now));
    return {
      success: true,
      message: pricing.promo ? `Promo code ${pricing.promo.code} applied` : 'Prices checked',
      pricing: { ...pricing, lines },
      hold: holdWire(hold),
    };
  }

  /**
   * Every line priced now exactly as the quote prices it, without a hold or a promo code: a line
   * that cannot be bought carries its availability and message (priced 0 when not sold online), and
   * `problem` is the quote's message for them. For prices that are shown, not charged (draft orders).
   */
  async priceLinesNow(items: CheckoutLine[]): Promise<{ lines: QuotedLine[]; problem?: string }> {
    const assessed = await this.assess(items);
    const lines: QuotedLine[] = assessed.map((a) => ({
      ...(a.product ? pricedLine(a.line, a.product) : unpricedLine(a.line)),
      stock: Math.min(a.stock, QUOTED_STOCK_CAP),
      availability: a.availability,
      ...(a.message ? { message: a.message } : {}),
    }));
    const problems = [...new Set(assessed.flatMap((a) => (a.message ? [a.message] : [])))];
    if (problems.length === 0) return { lines };
    return { lines, problem: problems.length === 1 ? problems[0] : SEVERAL_LINES_NEED_ATTENTION };
  }

  /** Shipping on what is paid for the pieces, by the owner's rule (the quote's). */
  async shippingOn(piecesRupees: number): Promise<number> {
    return shippingRupees(piecesRupees, await this.shopSettings.shippingRule());
  }

  /** Each line against its product's current price and stock (quantities of one product added up). */
  private async assess(items: CheckoutLine[]): Promise<AssessedLine[]> {
    const ids = [...new Set(items.map((line) => line.productId))];
    const answers = await Promise.all(ids.map((id) => this.catalog.product(id)));
    const products = new Map<string, InternalProduct>();
    ids.forEach((id, i) => {
      const answer = answers[i];
      if (answer.found) products.set(id, answer.product);
    });
    const wanted = new Map<string, number>();
    for (const line of items) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    return items.map((line): AssessedLine => {
      const product = products.get(line.productId);
      if (!product) return { line, availability: 'unavailable', stock: 0, message: noLongerAvailable(line.name) };
      // A piece marked out of stock is sold out whatever its count says.
      const stock = product.inStock ? product.stock : 0;
      if (stock <= 0) return { line, product, availability: 'sold-out', stock: 0, message: soldOut(product.name) };
      if ((wanted.get(line.productId) ?? 0) > stock)
        return { line, product, availability: 'not-enough', stock, message: notEnough(product.name, stock) };
      return { line, product, availability: 'in-stock', stock };
    });
  }

  private async withTotals<L extends PricedLine>(
    lines: L[],
    promoCode: string | undefined,
    userId: string | undefined,
  ): Promise<Pricing & { lines: L[] }> {
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const promo = promoCode ? await this.promos.apply(promoCode, subtotal, userId) : undefined;
    const discount = promo?.discount ?? 0;
    // The threshold is on what the shopper pays for the pieces (after the discount).
    const shipping = shippingRupees(subtotal - discount, await this.shopSettings.shippingRule());
    return {
      lines,
      subtotal,
      shipping,
      discount,
      total: subtotal - discount + shipping,
      ...(promo ? { promo: { code: promo.code, description: promo.description } } : {}),
    };
  }
}

/** A line as charged: the catalogue's name, price and picture, the shopper's choices. */
function pricedLine(line: CheckoutLine, product: InternalProduct): PricedLine {
  return {
    productId: product._id,
    name: product.name,
    price: product.price,
    quantity: line.quantity,
    total: product.price * line.quantity,
    image: product.images[0] ?? product.image,
    ...choicesOf(line),
    make: makeOf(product),
    ...pricingRecordOf(product),
  };
}

/**
 * How the piece was priced, kept on the line: the catalogue's breakup per piece and when the rate
 * was set. A hallmarked piece's record carries `huids` (empty until the stock take or Quality check
 * gives them): that is how a line is known to be hallmarked later.
 */
function pricingRecordOf(product: InternalProduct): { pricingRecord?: LinePricingRecord } {
  if (!product.breakup) return {};
  return {
    pricingRecord: {
      breakup: product.breakup,
      ...(product.rate ? { rateSetAt: product.rate.setAt } : {}),
      ...(product.hallmarked ? { huids: [] } : {}),
    },
  };
}

/** The metal of the line whose total moved most between the hold and now (gold when none says). */
function metalThatMovedMost(held: PricedLine[], now: PricedLine[]): 'gold' | 'silver' {
  let best: { moved: number; line: PricedLine } | undefined;
  now.forEach((line, i) => {
    const moved = Math.abs(line.total - (held[i]?.total ?? 0));
    if (!best || moved > best.moved) best = { moved, line };
  });
  const line = best?.line;
  const breakup = line?.pricingRecord?.breakup;
  return (
    (breakup?.pricing === 'by-weight' ? metalOf(breakup.rateKey) : undefined) ?? metalOf(line?.make?.metal) ?? 'gold'
  );
}

/** What the workshop needs of the piece, kept on the line so a later catalogue edit never changes a job card. */
function makeOf(product: InternalProduct): NonNullable<PricedLine['make']> {
  return {
    metal: product.productType,
    ...(product.fineness != null ? { fineness: product.fineness } : {}),
    ...(product.gram != null ? { gram: product.gram } : {}),
    ...(product.dimensions ? { dimensions: product.dimensions } : {}),
  };
}

/** A line whose piece is not sold online: nothing to charge, the name the cart gave. */
function unpricedLine(line: CheckoutLine): PricedLine {
  return {
    productId: line.productId,
    name: line.name?.trim() || 'A product in your cart',
    price: 0,
    quantity: line.quantity,
    total: 0,
    image: '',
    ...choicesOf(line),
  };
}

function choicesOf(line: CheckoutLine): Pick<PricedLine, 'size' | 'variant' | 'customization'> {
  return {
    ...(line.size ? { size: line.size } : {}),
    ...(line.variant ? { variant: line.variant } : {}),
    ...(line.customization ? { customization: line.customization } : {}),
  };
}
