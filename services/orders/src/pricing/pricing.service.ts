/**
 * Prices a cart on the server: each product read from the catalog's API, unknown and
 * out-of-stock products refused with a clear message, the promo code checked here (for the
 * shopper, when known), ₹100 shipping added. Nothing the browser says about prices is used.
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import { ORDER_SHIPPING_RUPEES, type CheckoutLine, type PricedLine, type Pricing, type Product } from '@rmj/contracts';
import { CatalogClient } from '../catalog/catalog-client';
import { PromoCodesService } from './promo-codes.service';

@Injectable()
export class PricingService {
  constructor(
    private readonly catalog: CatalogClient,
    private readonly promos: PromoCodesService,
  ) {}

  /** `userId`: the shopper when known, for once-per-account promo codes. */
  async price(items: CheckoutLine[], promoCode?: string, userId?: string): Promise<Pricing> {
    const ids = [...new Set(items.map((line) => line.productId))];
    const answers = await Promise.all(ids.map((id) => this.catalog.product(id)));
    const products = new Map<string, Product>();
    ids.forEach((id, i) => {
      const answer = answers[i];
      if (answer.found) products.set(id, answer.product);
    });
    const lines = items.map((line): PricedLine => {
      const product = products.get(line.productId);
      if (!product) {
        const name = line.name?.trim() ? `"${line.name.trim()}"` : 'A product in your cart';
        throw new BadRequestException(`${name} is no longer available. Please remove it from your cart to continue.`);
      }
      if (!product.inStock) {
        throw new BadRequestException(
          `"${product.name}" is out of stock. Please remove it from your cart to continue.`,
        );
      }
      return {
        productId: product._id,
        name: product.name,
        price: product.price,
        quantity: line.quantity,
        total: product.price * line.quantity,
        image: product.images[0] ?? product.image,
        ...(line.size ? { size: line.size } : {}),
        ...(line.variant ? { variant: line.variant } : {}),
        ...(line.customization ? { customization: line.customization } : {}),
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const promo = promoCode ? await this.promos.apply(promoCode, subtotal, userId) : undefined;
    const discount = promo?.discount ?? 0;
    return {
      lines,
      subtotal,
      shipping: ORDER_SHIPPING_RUPEES,
      discount,
      total: subtotal - discount + ORDER_SHIPPING_RUPEES,
      ...(promo ? { promo: { code: promo.code, description: promo.description } } : {}),
    };
  }
}
