/**
 * Prices a cart on the server: each product read fresh from the catalog (price, stock, whether it
 * is still sold online), the promo code checked here (for the shopper, when known), shipping
 * added by the owner's rule (settings: the fee, waived from the free-shipping threshold on). Nothing the browser says about prices is used.
 *
 * Stock: the quantities of every line of one product are added up (two engravings of one ring
 * take two pieces) and compared with the catalog's count. A checkout is refused for a line that
 * cannot be bought (400 for a piece not sold online, 409 for one sold out or short); a quote
 * answers every line's state instead, so the cart can flag each.
 */
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  shippingRupees,
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
  ) {}

  /**
   * The pricing a checkout is charged by. Refuses the first line that cannot be bought: 400 for a
   * piece not sold online, 409 for one sold out or with fewer pieces left than asked for.
   * `userId`: the shopper when known, for once-per-account promo codes.
   */
  async price(items: CheckoutLine[], promoCode?: string, userId?: string): Promise<Pricing> {
    const assessed = await this.assess(items);
    const problem = assessed.find((a) => a.availability !== 'in-stock');
    if (problem?.availability === 'unavailable') throw new BadRequestException(problem.message);
    if (problem) throw new ConflictException(problem.message);
    return this.withTotals(
      assessed.map((a) => pricedLine(a.line, a.product as InternalProduct)),
      promoCode,
      userId,
    );
  }

  /**
   * POST /api/orders/quote: the server's prices with every line's stock and availability. When a
   * line cannot be bought the answer is still 200, with `success: false`, a message, no promo
   * applied, and each line flagged; a promo code that does not apply is a 400 as before.
   */
  async quote(items: CheckoutLine[], promoCode?: string, userId?: string): Promise<QuoteResponse> {
    const assessed = await this.assess(items);
    const lines: QuotedLine[] = assessed.map((a) => ({
      ...(a.product ? pricedLine(a.line, a.product) : unpricedLine(a.line)),
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
    return {
      success: true,
      message: pricing.promo ? `Promo code ${pricing.promo.code} applied` : 'Prices checked',
      pricing: { ...pricing, lines },
    };
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
  };
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
